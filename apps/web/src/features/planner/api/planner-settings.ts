import type { PlannerSettingsResponse, PlannerSettingsUpdate } from '@kelp/core/planner'
import { api } from '@/lib/api-client'

const PATH = '/api/planner/settings'

export const fetchPlannerSettings = () => api.get<PlannerSettingsResponse>(PATH)

export const savePlannerSettings = (update: PlannerSettingsUpdate) =>
  api.put<PlannerSettingsResponse>(PATH, update)
