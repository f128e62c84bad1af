import type { PendingRetirementList } from '@kelp/core/admin'
import { asc, count, eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { companies, projects, retirements } from '../../db/schema'
import { retirementColumns } from './retirement-repository'
import { toRetirementView } from './retirement-service'

/** Requested retirements over all companies, oldest first: the operator's work list. */
export async function pendingRetirements(
  db: Database,
  page: number,
  perPage: number,
): Promise<PendingRetirementList> {
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
  const n = total?.n ?? 0
  return {
    items: rows.map((row) => ({ ...toRetirementView(row), companyName: row.companyName })),
    page,
    perPage,
    total: n,
    pageCount: Math.ceil(n / perPage),
  }
}
