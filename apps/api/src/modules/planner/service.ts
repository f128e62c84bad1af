import {
  defaultPlannerSettings,
  plannerSettingsSchema,
  supplyPrices,
  type CreditSupply,
  type PlannerSettingsResponse,
  type PlannerSettingsUpdate,
} from '@kelp/core/planner'
import type { AppDeps } from '../../deps'
import { findCreditSupply } from './supply-repository'
import { findPlannerSettings, upsertPlannerSettings, type PlannerSettingsRow } from './repository'

function toResponse(
  row: PlannerSettingsRow | undefined,
  supply: CreditSupply,
): PlannerSettingsResponse {
  const prices = supplyPrices(supply)
  if (!row)
    return {
      settings: defaultPlannerSettings,
      tutorialSeen: false,
      updatedAt: null,
      prices,
      supply,
    }
  // A document saved under older rules falls back to the defaults rather than failing the read.
  const parsed = plannerSettingsSchema.safeParse(row.settings)
  return {
    settings: parsed.success ? parsed.data : defaultPlannerSettings,
    tutorialSeen: row.tutorialSeen,
    updatedAt: row.updatedAt.toISOString(),
    prices,
    supply,
  }
}

/** The user's planner settings, or the defaults before the first save. */
export async function getPlannerSettings(
  deps: Pick<AppDeps, 'db'>,
  options: { userId: string },
): Promise<PlannerSettingsResponse> {
  const { db } = deps
  const [row, supply] = await Promise.all([
    findPlannerSettings(db, options.userId),
    findCreditSupply(db),
  ])
  return toResponse(row, supply)
}

/** Saves the whole settings document (the route has validated it against the core schema). */
export async function savePlannerSettings(
  deps: Pick<AppDeps, 'db'>,
  options: { userId: string; update: PlannerSettingsUpdate },
): Promise<PlannerSettingsResponse> {
  const { db } = deps
  const { settings, tutorialSeen } = options.update
  const row = await upsertPlannerSettings(db, options.userId, settings, tutorialSeen)
  return toResponse(row, await findCreditSupply(db))
}
