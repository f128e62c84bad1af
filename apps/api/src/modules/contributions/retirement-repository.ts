import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import {
  contributionProjectPools,
  contributionRetirements,
  projects,
  projectVintages,
} from '../../db/schema'

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

/** The projects' issued vintages (forward ones never count), locked, oldest first. */
export async function lockIssuedVintages(tx: Database, projectIds: string[]) {
  if (projectIds.length === 0) return []
  return tx
    .select({
      id: projectVintages.id,
      projectId: projectVintages.projectId,
      credits: projectVintages.creditsAvailable,
    })
    .from(projectVintages)
    .where(
      and(inArray(projectVintages.projectId, projectIds), eq(projectVintages.status, 'issued')),
    )
    .orderBy(asc(projectVintages.projectId), asc(projectVintages.year))
    .for('update')
}

export async function poolsOf(tx: Database, projectIds: string[]) {
  if (projectIds.length === 0) return []
  return tx
    .select()
    .from(contributionProjectPools)
    .where(inArray(contributionProjectPools.projectId, projectIds))
}

export async function setVintageCredits(tx: Database, vintageId: string, credits: number) {
  await tx
    .update(projectVintages)
    .set({ creditsAvailable: credits })
    .where(eq(projectVintages.id, vintageId))
}

export async function takeProjectCredits(tx: Database, projectId: string, tonnes: number) {
  await tx
    .update(projects)
    .set({ creditsAvailable: sql`${projects.creditsAvailable} - ${tonnes}` })
    .where(sql`${projects.id} = ${projectId}`)
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
