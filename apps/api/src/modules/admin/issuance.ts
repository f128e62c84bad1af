import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { projects, projectVintages } from '../../db/schema'
import { AppError } from '../../lib/app-error'
import { writeAudit } from '../audit'
import { OT } from '../orbit'

/**
 * The registry has issued a forward vintage: it becomes issued, and the forward purchases
 * held of it become ordinary, retirable holdings (delivered). Audited; idempotent.
 */
export async function recordIssuance(db: Database, actor: string, vintageId: string) {
  return db.transaction(async (tx) => {
    const [vintage] = await tx
      .update(projectVintages)
      .set({ status: 'issued', expectedDeliveryYear: null, updatedAt: new Date() })
      .where(eq(projectVintages.id, vintageId))
      .returning()
    if (!vintage) throw new AppError('not_found', OT.projectMissing)
    await tx
      .update(projects)
      .set({ availability: 'issued' })
      .where(and(eq(projects.id, vintage.projectId), sql`${projects.availability} <> 'issued'`))
    await writeAudit(tx, actor, 'vintage.issued', `vintage:${vintageId}`, {
      projectId: vintage.projectId,
      year: vintage.year,
    })
    return { vintageId, year: vintage.year, status: vintage.status }
  })
}
