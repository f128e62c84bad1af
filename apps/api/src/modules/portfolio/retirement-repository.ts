import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/client'
import {
  companies,
  documents,
  holdings,
  projects,
  projectVintages,
  retirementYearTotals,
  retirements,
} from '../../db/schema'

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

export async function setRetirementDocument(db: Database, id: string, documentId: string) {
  await db.update(retirements).set({ documentId }).where(eq(retirements.id, id))
}

export async function insertRetirement(db: Database, values: typeof retirements.$inferInsert) {
  const [row] = await db.insert(retirements).values(values).returning()
  return row!
}

/** Keeps the per-year totals in step with the retirement (same transaction). */
export async function addToYearTotals(
  db: Database,
  companyId: string,
  year: number,
  tonnes: number,
) {
  await db
    .insert(retirementYearTotals)
    .values({ companyId, year, tonnes, certificates: 1 })
    .onConflictDoUpdate({
      target: [retirementYearTotals.companyId, retirementYearTotals.year],
      set: {
        tonnes: sql`${retirementYearTotals.tonnes} + excluded.tonnes`,
        certificates: sql`${retirementYearTotals.certificates} + 1`,
        updatedAt: new Date(),
      },
    })
}

/** The company's per-year retirement totals (one row per year with retirements). */
export async function retirementYearRows(db: Database, companyId: string) {
  const rows = await db
    .select({
      year: retirementYearTotals.year,
      tonnes: retirementYearTotals.tonnes,
      certificates: retirementYearTotals.certificates,
    })
    .from(retirementYearTotals)
    .where(eq(retirementYearTotals.companyId, companyId))
  return rows.map((r) => ({ ...r, tonnes: Number(r.tonnes) }))
}

/** Retired tonnes and certificates of one year or all years. */
export function sumRetirements(
  rows: { year: number; tonnes: number; certificates: number }[],
  year?: number,
) {
  const picked = year === undefined ? rows : rows.filter((r) => r.year === year)
  return {
    tonnes: picked.reduce((s, r) => s + r.tonnes, 0),
    count: picked.reduce((s, r) => s + r.certificates, 0),
  }
}

export const retirementColumns = {
  retirement: retirements,
  projectSlug: projects.slug,
  projectName: projects.name,
  registryKey: projects.registryKey,
  registryId: projects.registryId,
}

function scope(companyId: string, year?: number): SQL {
  return year === undefined
    ? eq(retirements.companyId, companyId)
    : and(eq(retirements.companyId, companyId), eq(retirements.year, year))!
}

/**
 * One page, newest first: by retirement date, then by certificate number (a same-day
 * certificate issued later has the higher number), so the order is the same on every read.
 * The page's ids come from an index-only scan (a deferred join), so
 * deep pages skip index entries instead of heap rows; only the 100 rows shown are fetched.
 */
export async function listRetirements(
  db: Database,
  companyId: string,
  year: number | undefined,
  page: number,
  perPage: number,
) {
  const where = scope(companyId, year)
  const newestFirst = [desc(retirements.retiredOn), desc(retirements.certificateNumber)]
  const pageIds = db
    .select({ id: retirements.id })
    .from(retirements)
    .where(where)
    .orderBy(...newestFirst)
    .limit(perPage)
    .offset((page - 1) * perPage)
  const [items, totals] = await Promise.all([
    db
      .select(retirementColumns)
      .from(retirements)
      .innerJoin(projects, eq(projects.id, retirements.projectId))
      .where(inArray(retirements.id, pageIds))
      .orderBy(...newestFirst),
    retirementYearRows(db, companyId),
  ])
  return { items, total: sumRetirements(totals, year).count }
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

/** A retirement (by id or certificate number) with its project and company, row-locked. */
export async function lockRetirement(
  tx: Database,
  key: { id: string } | { certificateNumber: string },
) {
  const where =
    'id' in key
      ? eq(retirements.id, key.id)
      : eq(retirements.certificateNumber, key.certificateNumber)
  const [row] = await tx
    .select({ retirement: retirements, project: projects, companyName: companies.name })
    .from(retirements)
    .innerJoin(projects, eq(projects.id, retirements.projectId))
    .innerJoin(companies, eq(companies.id, retirements.companyId))
    .where(where)
    .for('update', { of: retirements })
  return row
}

export type LockedRetirement = NonNullable<Awaited<ReturnType<typeof lockRetirement>>>

/** Records the registry's serials and reference: the retirement is confirmed. */
export async function markConfirmed(
  tx: Database,
  id: string,
  registry: { serialStart: string; serialEnd: string; registryReference: string },
) {
  const [row] = await tx
    .update(retirements)
    .set({ status: 'confirmed', ...registry, confirmedAt: new Date(), updatedAt: new Date() })
    .where(eq(retirements.id, id))
    .returning()
  return row!
}

export async function findCompanyDocument(tx: Database, companyId: string, documentId: string) {
  const [doc] = await tx
    .select()
    .from(documents)
    .where(and(eq(documents.id, documentId), eq(documents.companyId, companyId)))
  return doc
}

/** Points a document at a new stored file. */
export async function replaceDocumentFile(
  tx: Database,
  id: string,
  file: { storageKey: string; sizeBytes: number },
) {
  await tx
    .update(documents)
    .set({ ...file, updatedAt: new Date() })
    .where(eq(documents.id, id))
}

/** Requested retirements over all companies, oldest first, with their companies' names. */
export async function requestedRetirements(db: Database, page: number, perPage: number) {
  const requested = eq(retirements.status, 'requested')
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...retirementColumns, companyName: companies.name })
      .from(retirements)
      .innerJoin(projects, eq(projects.id, retirements.projectId))
      .innerJoin(companies, eq(companies.id, retirements.companyId))
      .where(requested)
      .orderBy(asc(retirements.createdAt), asc(retirements.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(retirements).where(requested),
  ])
  return { rows, total: total?.n ?? 0 }
}
