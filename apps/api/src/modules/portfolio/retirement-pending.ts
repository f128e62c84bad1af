import type { PendingRetirementList } from '@kelp/core/admin'
import type { AppDeps } from '../../deps'
import { requestedRetirements } from './retirement-repository'
import { toRetirementView } from './retirement-service'

/** Requested retirements over all companies, oldest first: the operator's work list. */
export async function pendingRetirements(
  deps: Pick<AppDeps, 'db'>,
  { page, perPage }: { page: number; perPage: number },
): Promise<PendingRetirementList> {
  const { db } = deps
  const { rows, total: n } = await requestedRetirements(db, page, perPage)
  return {
    items: rows.map((row) => ({ ...toRetirementView(row), companyName: row.companyName })),
    page,
    perPage,
    total: n,
    pageCount: Math.ceil(n / perPage),
  }
}
