import { and, desc, eq, gt, sql, type AnyColumn } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { holdings, offers, projects, purchases, retirements } from '../../db/schema'

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

export async function retirementTotals(db: Database, companyId: string, year?: number) {
  const [row] = await db
    .select({
      tonnes: sql<string>`coalesce(sum(${retirements.tonnes}), 0)::text`,
      count: sql<number>`count(*)::int`,
    })
    .from(retirements)
    .where(and(eq(retirements.companyId, companyId), inYear(retirements.year, year)))
  return { tonnes: Number(row?.tonnes ?? 0), count: row?.count ?? 0 }
}

const dimensions = {
  method: projects.method,
  type: projects.type,
  country: projects.countryCode,
  score: projects.score,
} as const

/** Tonnes and invested cents per value of one project attribute. */
export async function purchasesBy(
  db: Database,
  companyId: string,
  dimension: keyof typeof dimensions,
  year?: number,
) {
  const column = dimensions[dimension]
  const rows = await db
    .select({
      key: sql<string>`${column}::text`,
      tonnes: sql<string>`sum(${purchases.tonnes})::text`,
      investedCents: sql<string>`sum(${purchases.tonnes}::bigint * ${purchases.priceCents})::text`,
    })
    .from(purchases)
    .innerJoin(projects, eq(projects.id, purchases.projectId))
    .where(and(eq(purchases.companyId, companyId), inYear(purchases.year, year)))
    .groupBy(column)
  return rows.map((r) => ({
    key: r.key,
    tonnes: Number(r.tonnes),
    investedCents: Number(r.investedCents),
  }))
}

/** Years with purchases or retirements, newest first (a loose index scan on retirements). */
export async function activityYears(db: Database, companyId: string): Promise<number[]> {
  const result = (await db.execute(sql`
    with recursive r(year) as (
      (select year from retirements where company_id = ${companyId} order by year desc limit 1)
      union all
      select (select year from retirements
              where company_id = ${companyId} and year < r.year order by year desc limit 1)
      from r where r.year is not null
    )
    select year from r where year is not null
    union
    select distinct year from purchases where company_id = ${companyId}
    order by year desc`)) as unknown as { rows: { year: number }[] }
  return result.rows.map((r) => Number(r.year))
}

export async function companyHoldings(db: Database, companyId: string) {
  return db
    .select({
      projectId: projects.id,
      projectSlug: projects.slug,
      projectName: projects.name,
      vintage: holdings.vintage,
      tonnes: holdings.tonnes,
    })
    .from(holdings)
    .innerJoin(projects, eq(projects.id, holdings.projectId))
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
