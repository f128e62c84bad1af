import { and, asc, count, desc, eq, gt, gte, ne, not, sql, type SQL } from 'drizzle-orm'
import { LISTING_PASS_MARK, type ProjectListQuery } from '@kelp/core/projects'
import type { Database } from '../../db/client'
import {
  projectEnquiries,
  projects,
  projectScores,
  projectTexts,
  projectVintages,
} from '../../db/schema'

type Filters = Pick<
  ProjectListQuery,
  'country' | 'method' | 'type' | 'minScore' | 'view' | 'onSale'
>

/**
 * The listing policy (listingDecision in core) as SQL: a registry listing, a standard (the
 * import admits only recognised ones), the pass mark and credits in at least one lot.
 */
const listedForSale = sql`(${projects.registryKey} is not null and ${projects.registryId} is not null and ${projects.standard} is not null and ${projects.score} >= ${LISTING_PASS_MARK} and ${projects.creditsAvailable} > 0)`
type FacetKey = 'country' | 'method' | 'type'

const facetColumns = {
  country: projects.countryCode,
  method: projects.method,
  type: projects.type,
} as const

function conditions(filters: Filters, without?: FacetKey): SQL | undefined {
  const parts: SQL[] = [filters.view === 'research' ? not(listedForSale) : listedForSale]
  if (filters.country && without !== 'country')
    parts.push(eq(projects.countryCode, filters.country))
  if (filters.method && without !== 'method') parts.push(eq(projects.method, filters.method))
  if (filters.type && without !== 'type') parts.push(eq(projects.type, filters.type))
  if (filters.minScore !== undefined) parts.push(gte(projects.score, filters.minScore))
  if (filters.onSale === 'true') {
    parts.push(ne(projects.availability, 'information'), gt(projects.creditsAvailable, 0))
  }
  return and(...parts)
}

const orderBy = {
  score: [desc(projects.score), asc(projects.id)],
  price: [asc(projects.minPriceCents), asc(projects.id)],
  credits: [desc(projects.creditsAvailable), asc(projects.id)],
} as const

export const cardColumns = {
  id: projects.id,
  slug: projects.slug,
  name: projects.name,
  countryCode: projects.countryCode,
  method: projects.method,
  type: projects.type,
  score: projects.score,
  priceCents: projects.minPriceCents,
  availability: projects.availability,
  creditsAvailable: projects.creditsAvailable,
  demo: projects.stockDemo,
  lat: projects.lat,
  lon: projects.lon,
  registryKey: projects.registryKey,
  registryId: projects.registryId,
  standard: projects.standard,
}

export async function findProjectPage(db: Database, query: ProjectListQuery) {
  const where = conditions(query)
  const [items, [total]] = await Promise.all([
    db
      .select(cardColumns)
      .from(projects)
      .where(where)
      .orderBy(...orderBy[query.sort])
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ n: count() }).from(projects).where(where),
  ])
  return { items, total: total?.n ?? 0 }
}

/** Counts per value of one facet under every other active filter (standard faceting). */
export async function countFacet(db: Database, filters: Filters, key: FacetKey) {
  const column = facetColumns[key]
  const rows = await db
    .select({ value: column, count: count() })
    .from(projects)
    .where(conditions(filters, key))
    .groupBy(column)
    .orderBy(desc(count()), asc(column))
  return rows
}

export async function findProjectBySlug(db: Database, slug: string, locale: string) {
  const [row] = await db
    .select({ project: projects, texts: projectTexts, sii: projectScores.breakdown })
    .from(projects)
    .innerJoin(
      projectTexts,
      and(eq(projectTexts.projectId, projects.id), eq(projectTexts.locale, locale)),
    )
    .innerJoin(projectScores, eq(projectScores.projectId, projects.id))
    .where(eq(projects.slug, slug))
    .limit(1)
  if (!row) return undefined
  const vintages = await db
    .select({
      year: projectVintages.year,
      status: projectVintages.status,
      expectedDeliveryYear: projectVintages.expectedDeliveryYear,
      creditsAvailable: projectVintages.creditsAvailable,
      priceCents: projectVintages.priceCents,
      demo: projectVintages.demo,
    })
    .from(projectVintages)
    .where(eq(projectVintages.projectId, row.project.id))
    .orderBy(desc(projectVintages.year))
  return { ...row, vintages }
}

export async function findProjectName(db: Database, id: string) {
  const [row] = await db
    .select({ id: projects.id, name: projects.name, slug: projects.slug })
    .from(projects)
    .where(eq(projects.id, id))
    .limit(1)
  return row
}

export async function insertEnquiry(db: Database, values: typeof projectEnquiries.$inferInsert) {
  const [row] = await db
    .insert(projectEnquiries)
    .values(values)
    .returning({ id: projectEnquiries.id })
  return row!
}
