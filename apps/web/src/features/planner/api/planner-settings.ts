import type { PlannerSettingsResponse, PlannerSettingsUpdate } from '@kelp/core/planner'
import { api } from '@/lib/api-client'
import { apiQuery } from '@/lib/query'

const PATH = '/api/planner/settings'

/** The user's saved planner settings, tutorial flag and the catalogue's credit prices. */
export const plannerSettingsQuery = (locale: string) =>
  apiQuery<PlannerSettingsResponse>(PATH, { locale })

export const savePlannerSettings = (update: PlannerSettingsUpdate) =>
  api.put<PlannerSettingsResponse>(PATH, update)
