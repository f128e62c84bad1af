import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { holdings, projectVintages } from '../../db/schema'

/**
 * Adds delivered tonnes to the company's holding of a vintage, the row the Portfolio Manager
 * reads and retirements draw on. The vintage row exists: the projection made it with the lot.
 */
export async function bookHolding(
  db: Database,
  input: { companyId: string; projectId: string; vintage: number; tonnes: number },
) {
  const [v] = await db
    .select({ id: projectVintages.id })
    .from(projectVintages)
    .where(
      and(eq(projectVintages.projectId, input.projectId), eq(projectVintages.year, input.vintage)),
    )
  await db
    .insert(holdings)
    .values({
      companyId: input.companyId,
      projectId: input.projectId,
      vintageId: v!.id,
      vintage: input.vintage,
      tonnes: input.tonnes,
    })
    .onConflictDoUpdate({
      target: [holdings.companyId, holdings.vintageId],
      set: { tonnes: sql`${holdings.tonnes} + excluded.tonnes`, updatedAt: new Date() },
    })
}
