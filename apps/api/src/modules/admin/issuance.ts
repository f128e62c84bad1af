import type { AppDeps } from '../../deps'
import { AppError } from '../../lib/app-error'
import { writeAudit } from '../audit'
import { OT } from '../orbit'
import * as repo from './repository'

/**
 * The registry has issued a forward vintage: it becomes issued, and the forward purchases
 * held of it become ordinary, retirable holdings (delivered). Audited; idempotent.
 */
export async function recordIssuance(
  deps: Pick<AppDeps, 'db'>,
  { actor, vintageId }: { actor: string; vintageId: string },
) {
  const { db } = deps
  return db.transaction(async (tx) => {
    const vintage = await repo.markVintageIssued(tx, vintageId)
    if (!vintage) throw new AppError('not_found', OT.projectMissing)
    await repo.markProjectIssued(tx, vintage.projectId)
    await writeAudit(tx, actor, 'vintage.issued', `vintage:${vintageId}`, {
      projectId: vintage.projectId,
      year: vintage.year,
    })
    return { vintageId, year: vintage.year, status: vintage.status }
  })
}
