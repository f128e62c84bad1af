import {
  defaultPlannerSettings,
  plannerSettingsSchema,
  type PlannerSettingsResponse,
  type PlannerSettingsUpdate,
} from '@kelp/core/planner'
import type { Database } from '../../db/client'
import { findPlannerSettings, upsertPlannerSettings, type PlannerSettingsRow } from './repository'

function toResponse(row: PlannerSettingsRow | undefined): PlannerSettingsResponse {
  if (!row) return { settings: defaultPlannerSettings, tutorialSeen: false, updatedAt: null }
  // A document saved under older rules falls back to the defaults rather than failing the read.
  const parsed = plannerSettingsSchema.safeParse(row.settings)
  return {
    settings: parsed.success ? parsed.data : defaultPlannerSettings,
    tutorialSeen: row.tutorialSeen,
    updatedAt: row.updatedAt.toISOString(),
  }
}

/** The user's planner settings, or the defaults before the first save. */
export async function getPlannerSettings(
  db: Database,
  options: { userId: string },
): Promise<PlannerSettingsResponse> {
  return toResponse(await findPlannerSettings(db, options.userId))
}

/** Saves the whole settings document (the route has validated it against the core schema). */
export async function savePlannerSettings(
  db: Database,
  options: { userId: string; update: PlannerSettingsUpdate },
): Promise<PlannerSettingsResponse> {
  const { settings, tutorialSeen } = options.update
  return toResponse(await upsertPlannerSettings(db, options.userId, settings, tutorialSeen))
}
