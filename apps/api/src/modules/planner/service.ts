import {
  defaultPlannerSettings,
  plannerSettingsSchema,
  type CreditPrices,
  type PlannerSettingsResponse,
  type PlannerSettingsUpdate,
} from '@kelp/core/planner'
import type { AppDeps } from '../../deps'
import {
  findCatalogueCreditPrices,
  findPlannerSettings,
  upsertPlannerSettings,
  type PlannerSettingsRow,
} from './repository'

function toResponse(
  row: PlannerSettingsRow | undefined,
  prices: CreditPrices,
): PlannerSettingsResponse {
  if (!row)
    return { settings: defaultPlannerSettings, tutorialSeen: false, updatedAt: null, prices }
  // A document saved under older rules falls back to the defaults rather than failing the read.
  const parsed = plannerSettingsSchema.safeParse(row.settings)
  return {
    settings: parsed.success ? parsed.data : defaultPlannerSettings,
    tutorialSeen: row.tutorialSeen,
    updatedAt: row.updatedAt.toISOString(),
    prices,
  }
}

/** The user's planner settings, or the defaults before the first save. */
export async function getPlannerSettings(
  deps: Pick<AppDeps, 'db'>,
  options: { userId: string },
): Promise<PlannerSettingsResponse> {
  const { db } = deps
  const [row, prices] = await Promise.all([
    findPlannerSettings(db, options.userId),
    findCatalogueCreditPrices(db),
  ])
  return toResponse(row, prices)
}

/** Saves the whole settings document (the route has validated it against the core schema). */
export async function savePlannerSettings(
  deps: Pick<AppDeps, 'db'>,
  options: { userId: string; update: PlannerSettingsUpdate },
): Promise<PlannerSettingsResponse> {
  const { db } = deps
  const { settings, tutorialSeen } = options.update
  const row = await upsertPlannerSettings(db, options.userId, settings, tutorialSeen)
  return toResponse(row, await findCatalogueCreditPrices(db))
}
