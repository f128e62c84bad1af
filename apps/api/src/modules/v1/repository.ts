import { and, asc, desc, eq, exists, inArray, or, sql, type SQL } from 'drizzle-orm'
import type { RegistryKey } from '@kelp/core/projects'
import { KG_PER_TONNE, SANDBOX_TONNES_PER_VINTAGE } from '@kelp/core/v1'
import type { Database } from '../../db/client'
import { apiSandboxOrders, projects, projectVintages } from '../../db/schema'

const projectColumns = {
  id: projects.id,
  slug: projects.slug,
  name: projects.name,
  type: projects.type,
  method: projects.method,
  countryCode: projects.countryCode,
  registryKey: projects.registryKey,
  registryId: projects.registryId,
  availability: projects.availability,
}
const vintageColumns = {
  projectId: projectVintages.projectId,
  vintageId: projectVintages.id,
  year: projectVintages.year,
  status: projectVintages.status,
  expectedDeliveryYear: projectVintages.expectedDeliveryYear,
  creditsAvailable: projectVintages.creditsAvailable,
  priceCents: projectVintages.priceCents,
}

/** What a list of projects is narrowed to; vintage filters keep projects with a match. */
export interface ProjectFilter {
  slug?: string
  category?: string
  type?: string
  country?: string
  registry?: string
  issued?: boolean
  minAvailableKg?: number
  maxPriceCents?: number
  /** Sandbox callers: their company, whose sandbox orders lower the sandbox stock. */
  sandboxCompanyId?: string
  /** After the project with this id, in name order. */
  after?: string
}

/**
 * Kilograms a caller may order of the vintage in the row: live stock for live keys; for test
 * keys the sandbox's fixed stock less what the company ordered there (not cancelled).
 */
export function availableKgSql(sandboxCompanyId: string | undefined): SQL<number> {
  if (!sandboxCompanyId) return sql<number>`(${projectVintages.creditsAvailable} * 1000)`
  return sql<number>`greatest(0, ${SANDBOX_TONNES_PER_VINTAGE * KG_PER_TONNE} - coalesce((
    select sum((l->>'quantityKg')::int) from ${apiSandboxOrders} o, jsonb_array_elements(o.lines) l
    where o.company_id = ${sandboxCompanyId} and o.status <> 'cancelled'
      and l->>'projectId' = ${projectVintages.projectId}::text
      and (l->>'vintage')::int = ${projectVintages.year}), 0))::int`
}

function vintageMatch(f: ProjectFilter): SQL | undefined {
  const parts: SQL[] = []
  if (f.issued) parts.push(sql`${projectVintages.status} = 'issued'`)
  if (f.maxPriceCents !== undefined) {
    parts.push(sql`${projectVintages.priceCents} <= ${f.maxPriceCents}`)
  }
  if (f.minAvailableKg !== undefined) {
    parts.push(sql`${availableKgSql(f.sandboxCompanyId)} >= ${f.minAvailableKg}`)
  }
  return parts.length ? and(...parts) : undefined
}

/** A page of projects by name (one more than asked, to tell whether more follow). */
export async function findProjects(db: Database, f: ProjectFilter, limit: number) {
  const vintageWhere = vintageMatch(f)
  const where = and(
    f.slug ? eq(projects.slug, f.slug) : undefined,
    f.category ? eq(projects.method, f.category) : undefined,
    f.type ? eq(projects.type, f.type) : undefined,
    f.country ? eq(projects.countryCode, f.country) : undefined,
    f.registry ? eq(projects.registryKey, f.registry as RegistryKey) : undefined,
    f.after
      ? sql`(${projects.name}, ${projects.id}) > (select a.name, a.id from ${projects} a where a.id = ${f.after})`
      : undefined,
    vintageWhere
      ? exists(
          db
            .select({ one: sql`1` })
            .from(projectVintages)
            .where(and(eq(projectVintages.projectId, projects.id), vintageWhere)),
        )
      : undefined,
  )
  const rows = await db
    .select(projectColumns)
    .from(projects)
    .where(where)
    .orderBy(asc(projects.name), asc(projects.id))
    .limit(limit + 1)
  const shown = rows.slice(0, limit)
  const vintages = shown.length
    ? await db
        .select({ ...vintageColumns, availableKg: availableKgSql(f.sandboxCompanyId) })
        .from(projectVintages)
        .where(
          and(
            inArray(
              projectVintages.projectId,
              shown.map((r) => r.id),
            ),
            vintageWhere,
          ),
        )
        .orderBy(desc(projectVintages.year))
    : []
  return { rows: shown, vintages, hasMore: rows.length > limit }
}

export type ProjectRow = Awaited<ReturnType<typeof findProjects>>['rows'][number]
export type VintageRow = Awaited<ReturnType<typeof findProjects>>['vintages'][number]

/** The named vintages with their project (absent ones are missing from the answer). */
export async function findLineVintages(
  db: Database,
  lines: { projectId: string; vintage: number }[],
) {
  if (lines.length === 0) return []
  return db
    .select({ ...vintageColumns, project: projectColumns })
    .from(projectVintages)
    .innerJoin(projects, eq(projects.id, projectVintages.projectId))
    .where(
      or(
        ...lines.map((l) => and(eq(projects.id, l.projectId), eq(projectVintages.year, l.vintage))),
      ),
    )
}

/** Purchasable issued vintages in stock, cheapest first: what a plan's mix is bought from. */
export async function findIssuedOffers(db: Database) {
  return db
    .select({ ...vintageColumns, project: projectColumns })
    .from(projectVintages)
    .innerJoin(projects, eq(projects.id, projectVintages.projectId))
    .where(
      and(
        eq(projectVintages.status, 'issued'),
        sql`${projectVintages.creditsAvailable} > 0`,
        sql`${projects.availability} <> 'information'`,
      ),
    )
    .orderBy(asc(projectVintages.priceCents), asc(projectVintages.id))
}
