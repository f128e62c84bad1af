import { and, eq, gt, inArray, ne, sql } from 'drizzle-orm'
import type { CreditSupply } from '@kelp/core/planner'
import type { Database } from '../../db/client'
import { projects, projectVintages } from '../../db/schema/projects'

/**
 * What Kelp has on sale for the planner, from the vintages' stock: per credit type, issued
 * credits (on sale now) and forward vintages by their expected delivery year. Projects listed
 * for information only and mixed-type projects are left out.
 */
export async function findCreditSupply(db: Database): Promise<CreditSupply> {
  const deliveryYear = sql<
    number | null
  >`case when ${projectVintages.status} = 'forward' then ${projectVintages.expectedDeliveryYear} end`
  const rows = await db
    .select({
      type: projects.type,
      deliveryYear,
      tonnes: sql<string>`sum(${projectVintages.creditsAvailable})`,
      valueCents: sql<string>`sum(${projectVintages.creditsAvailable}::bigint * ${projectVintages.priceCents})`,
    })
    .from(projectVintages)
    .innerJoin(projects, eq(projects.id, projectVintages.projectId))
    .where(
      and(
        inArray(projects.type, ['removal', 'avoidance']),
        ne(projects.availability, 'information'),
        gt(projectVintages.creditsAvailable, 0),
      ),
    )
    .groupBy(projects.type, deliveryYear)
    .orderBy(projects.type, deliveryYear)
  const supply: CreditSupply = { removal: [], avoidance: [] }
  for (const row of rows) {
    const type = row.type as keyof CreditSupply
    supply[type].push({
      deliveryYear: row.deliveryYear === null ? null : Number(row.deliveryYear),
      tonnes: Number(row.tonnes),
      valueCents: Number(row.valueCents),
    })
  }
  return supply
}
