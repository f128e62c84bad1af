import type { AuditAction } from '@kelp/core/admin'
import { count, desc } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { auditLog } from '../../db/schema'

/** Records who did what (inside the caller's transaction, so it commits with the change). */
export async function writeAudit(
  db: Database,
  actor: string,
  action: AuditAction,
  subject: string,
  data: Record<string, unknown> = {},
) {
  await db.insert(auditLog).values({ actor, action, subject, data })
}

export async function listAudit(db: Database, page: number, perPage: number) {
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(auditLog),
  ])
  return { items, total: total?.n ?? 0 }
}
