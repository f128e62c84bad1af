import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { scorecards } from '../../db/schema/marketing'

export type ScorecardRow = typeof scorecards.$inferSelect
export type NewScorecard = typeof scorecards.$inferInsert

export async function insertScorecard(db: Database, values: NewScorecard): Promise<ScorecardRow> {
  const [row] = await db.insert(scorecards).values(values).returning()
  return row!
}

export async function findScorecard(db: Database, id: string): Promise<ScorecardRow | undefined> {
  const [row] = await db.select().from(scorecards).where(eq(scorecards.id, id)).limit(1)
  return row
}

export async function updateScorecardEstimate(
  db: Database,
  id: string,
  values: Pick<
    ScorecardRow,
    'emissionsTonnes' | 'calculatedCosts' | 'priceCentsPerTonne' | 'priceSource' | 'pricedAt'
  >,
): Promise<ScorecardRow | undefined> {
  const [row] = await db.update(scorecards).set(values).where(eq(scorecards.id, id)).returning()
  return row
}
