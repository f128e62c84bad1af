import { eq } from 'drizzle-orm'
import type { PlannerSettings } from '@kelp/core/planner'
import type { Database } from '../../db/client'
import { plannerSettings } from '../../db/schema/planner'

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
