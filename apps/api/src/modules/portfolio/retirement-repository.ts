import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { holdings, projects, projectVintages, retirements, vintageSerials } from '../../db/schema'

export async function findVintageWithProject(db: Database, projectId: string, year: number) {
  const [row] = await db
    .select({ vintage: projectVintages, project: projects })
    .from(projectVintages)
    .innerJoin(projects, eq(projects.id, projectVintages.projectId))
    .where(and(eq(projects.id, projectId), eq(projectVintages.year, year)))
    .limit(1)
  return row
}

export async function lockHolding(db: Database, companyId: string, vintageId: string) {
  const [row] = await db
    .select()
    .from(holdings)
    .where(and(eq(holdings.companyId, companyId), eq(holdings.vintageId, vintageId)))
    .for('update')
  return row
}

export async function reduceHolding(db: Database, id: string, tonnes: number) {
  await db
    .update(holdings)
    .set({ tonnes: sql`${holdings.tonnes} - ${tonnes}` })
    .where(eq(holdings.id, id))
}

/** Reserves `tonnes` consecutive registry serials of a vintage; returns the first. */
export async function allocateSerials(db: Database, vintageId: string, tonnes: number) {
  await db.insert(vintageSerials).values({ vintageId }).onConflictDoNothing()
  const [row] = await db
    .update(vintageSerials)
    .set({ nextSerial: sql`${vintageSerials.nextSerial} + ${tonnes}` })
    .where(eq(vintageSerials.vintageId, vintageId))
    .returning({ next: vintageSerials.nextSerial })
  return row!.next - tonnes
}

export async function insertRetirement(db: Database, values: typeof retirements.$inferInsert) {
  const [row] = await db.insert(retirements).values(values).returning()
  return row!
}

export const retirementColumns = {
  retirement: retirements,
  projectSlug: projects.slug,
  projectName: projects.name,
}

function scope(companyId: string, year?: number): SQL {
  return year === undefined
    ? eq(retirements.companyId, companyId)
    : and(eq(retirements.companyId, companyId), eq(retirements.year, year))!
}

/** One page, newest first, on the (company_id, year, retired_on) index. */
export async function listRetirements(
  db: Database,
  companyId: string,
  year: number | undefined,
  page: number,
  perPage: number,
) {
  const where = scope(companyId, year)
  const [items, [total]] = await Promise.all([
    db
      .select(retirementColumns)
      .from(retirements)
      .innerJoin(projects, eq(projects.id, retirements.projectId))
      .where(where)
      .orderBy(desc(retirements.retiredOn), desc(retirements.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(retirements).where(where),
  ])
  return { items, total: total?.n ?? 0 }
}

export async function findRetirement(db: Database, id: string) {
  const [row] = await db
    .select(retirementColumns)
    .from(retirements)
    .innerJoin(projects, eq(projects.id, retirements.projectId))
    .where(eq(retirements.id, id))
  return row!
}

/** Keyset page for the CSV export (stable under concurrent inserts, no OFFSET scans). */
export async function retirementsAfter(
  db: Database,
  companyId: string,
  year: number | undefined,
  after: string | undefined,
  limit: number,
) {
  const parts = [scope(companyId, year)]
  if (after) parts.push(sql`${retirements.id} > ${after}`)
  return db
    .select(retirementColumns)
    .from(retirements)
    .innerJoin(projects, eq(projects.id, retirements.projectId))
    .where(and(...parts))
    .orderBy(retirements.id)
    .limit(limit)
}
