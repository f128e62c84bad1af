import type { AppDeps } from '../../deps'
import { listAudit } from '../audit'

/** One page of operator actions, newest first, with the total for the pager. */
export async function readAuditLog(
  deps: Pick<AppDeps, 'db'>,
  input: { page: number; perPage: number },
) {
  const { items, total } = await listAudit(deps.db, input.page, input.perPage)
  return {
    total,
    items: items.map((e) => ({
      id: e.id,
      actor: e.actor,
      action: e.action,
      subject: e.subject,
      data: e.data,
      createdAt: e.createdAt.toISOString(),
    })),
  }
}
