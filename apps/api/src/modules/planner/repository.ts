import { avg, eq, inArray } from 'drizzle-orm'
import { defaultCreditPrices, type CreditPrices, type PlannerSettings } from '@kelp/core/planner'
import type { Database } from '../../db/client'
import { plannerSettings } from '../../db/schema/planner'
import { projects } from '../../db/schema/projects'

/** Mean lowest price per tonne of the catalogue's pure removal and pure avoidance projects. */
export async function findCatalogueCreditPrices(db: Database): Promise<CreditPrices> {
  const rows = await db
    .select({ type: projects.type, mean: avg(projects.minPriceCents) })
    .from(projects)
    .where(inArray(projects.type, ['removal', 'avoidance']))
    .groupBy(projects.type)
  const mean = (type: string) => {
    const value = Number(rows.find((row) => row.type === type)?.mean)
    return Number.isFinite(value) && value > 0 ? Math.round(value) : undefined
  }
  return {
    removalCents: mean('removal') ?? defaultCreditPrices.removalCents,
    avoidanceCents: mean('avoidance') ?? defaultCreditPrices.avoidanceCents,
  }
}

export type PlannerSettingsRow = typeof plannerSettings.$inferSelect

export async function findPlannerSettings(
  db: Database,
  userId: string,
): Promise<PlannerSettingsRow | undefined> {
  const [row] = await db.select().from(plannerSettings).where(eq(plannerSettings.userId, userId))
  return row
}

/** Inserts or replaces the user's settings; `tutorialSeen` is only changed when given. */
export async function upsertPlannerSettings(
  db: Database,
  userId: string,
  settings: PlannerSettings,
  tutorialSeen: boolean | undefined,
): Promise<PlannerSettingsRow> {
  const [row] = await db
    .insert(plannerSettings)
    .values({ userId, settings, tutorialSeen: tutorialSeen ?? false })
    .onConflictDoUpdate({
      target: plannerSettings.userId,
      set: {
        settings,
        updatedAt: new Date(),
        ...(tutorialSeen === undefined ? {} : { tutorialSeen }),
      },
    })
    .returning()
  return row!
}
