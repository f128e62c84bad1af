import { and, desc, eq, gt, sql, type AnyColumn } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { holdings, offers, projects, projectVintages, purchases } from '../../db/schema'

const inYear = (column: AnyColumn, year: number | undefined) =>
  year === undefined ? undefined : eq(column, year)

/** Invested (fees excluded), tonnes bought and distinct projects, computed in SQL. */
export async function purchaseTotals(db: Database, companyId: string, year?: number) {
  const [row] = await db
    .select({
      investedCents: sql<string>`coalesce(sum(${purchases.tonnes}::bigint * ${purchases.priceCents}), 0)::text`,
      tonnes: sql<string>`coalesce(sum(${purchases.tonnes}), 0)::text`,
      projects: sql<number>`count(distinct ${purchases.projectId})::int`,
    })
    .from(purchases)
    .where(and(eq(purchases.companyId, companyId), inYear(purchases.year, year)))
  return {
    investedCents: Number(row?.investedCents ?? 0),
    tonnes: Number(row?.tonnes ?? 0),
    projects: row?.projects ?? 0,
  }
}

export type Dimension = 'method' | 'type' | 'country' | 'score'
export type Breakdown = Record<Dimension, { key: string; tonnes: number; investedCents: number }[]>

/** Tonnes and invested cents per method, type, country and SII score in one GROUPING SETS query. */
export async function purchaseBreakdown(
  db: Database,
  companyId: string,
  year?: number,
): Promise<Breakdown> {
  const yearFilter = year === undefined ? sql`` : sql` and pu.year = ${year}`
  const result = (await db.execute(sql`
    select grouping(p.method) as gm, grouping(p.type) as gt, grouping(p.country_code) as gc,
           p.method, p.type, p.country_code, p.score,
           sum(pu.tonnes)::text as tonnes, sum(pu.tonnes::bigint * pu.price_cents)::text as cents
    from purchases pu join projects p on p.id = pu.project_id
    where pu.company_id = ${companyId}${yearFilter}
    group by grouping sets ((p.method), (p.type), (p.country_code), (p.score))`)) as unknown as {
    rows: {
      gm: number
      gt: number
      gc: number
      method: string | null
      type: string | null
      country_code: string | null
      score: number | null
      tonnes: string
      cents: string
    }[]
  }
  const out: Breakdown = { method: [], type: [], country: [], score: [] }
  for (const r of result.rows) {
    const slice = { tonnes: Number(r.tonnes), investedCents: Number(r.cents) }
    if (Number(r.gm) === 0) out.method.push({ key: r.method!, ...slice })
    else if (Number(r.gt) === 0) out.type.push({ key: r.type!, ...slice })
    else if (Number(r.gc) === 0) out.country.push({ key: r.country_code!, ...slice })
    else out.score.push({ key: String(r.score), ...slice })
  }
  return out
}

/** Years with purchases, newest first (retirement years come from their totals table). */
export async function purchaseYears(db: Database, companyId: string): Promise<number[]> {
  const rows = await db
    .selectDistinct({ year: purchases.year })
    .from(purchases)
    .where(eq(purchases.companyId, companyId))
  return rows.map((r) => r.year)
}

export async function companyHoldings(db: Database, companyId: string) {
  return db
    .select({
      projectId: projects.id,
      projectSlug: projects.slug,
      projectName: projects.name,
      vintage: holdings.vintage,
      expectedDeliveryYear: projectVintages.expectedDeliveryYear,
      tonnes: holdings.tonnes,
    })
    .from(holdings)
    .innerJoin(projects, eq(projects.id, holdings.projectId))
    .innerJoin(projectVintages, eq(projectVintages.id, holdings.vintageId))
    .where(and(eq(holdings.companyId, companyId), gt(holdings.tonnes, 0)))
    .orderBy(projects.name, desc(holdings.vintage))
}

export async function openOfferId(db: Database, companyId: string) {
  const [row] = await db
    .select({ id: offers.id })
    .from(offers)
    .where(
      and(
        eq(offers.companyId, companyId),
        eq(offers.status, 'open'),
        gt(offers.validUntil, new Date()),
      ),
    )
    .orderBy(desc(offers.createdAt))
    .limit(1)
  return row?.id
}
