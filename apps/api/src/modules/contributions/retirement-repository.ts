import { asc, inArray } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { contributionProjectPools, contributionRetirements, projects } from '../../db/schema'

/** The portfolio's projects, locked in id order (so concurrent invoices never deadlock). */
export async function lockProjects(tx: Database, slugs: string[]) {
  return tx
    .select({
      id: projects.id,
      slug: projects.slug,
      name: projects.name,
      credits: projects.creditsAvailable,
    })
    .from(projects)
    .where(inArray(projects.slug, slugs))
    .orderBy(asc(projects.id))
    .for('update')
}

/** The ids of the portfolio's projects (unlocked: the ledger locks their lots first). */
export async function projectIdsOf(tx: Database, slugs: string[]) {
  const rows = await tx
    .select({ id: projects.id })
    .from(projects)
    .where(inArray(projects.slug, slugs))
  return rows.map((r) => r.id)
}

export async function poolsOf(tx: Database, projectIds: string[]) {
  if (projectIds.length === 0) return []
  return tx
    .select()
    .from(contributionProjectPools)
    .where(inArray(contributionProjectPools.projectId, projectIds))
}

export async function savePool(tx: Database, projectId: string, kg: number) {
  await tx
    .insert(contributionProjectPools)
    .values({ projectId, kg })
    .onConflictDoUpdate({ target: contributionProjectPools.projectId, set: { kg } })
}

export async function insertRetirement(
  tx: Database,
  values: typeof contributionRetirements.$inferInsert,
) {
  await tx.insert(contributionRetirements).values(values)
}
