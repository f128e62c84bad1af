import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { apiIdempotencyKeys, offers, orders, retirements } from '../../db/schema'
import { newestAfter } from './sandbox-repository'

/** A page of the company's live order ids, newest first (one more than asked). */
export async function liveOrderPage(
  db: Database,
  companyId: string,
  by: { id?: string; after?: string; limit: number },
) {
  return db
    .select({ id: orders.id, metadata: orders.metadata, updatedAt: orders.updatedAt })
    .from(orders)
    .where(
      and(
        eq(orders.companyId, companyId),
        by.id ? eq(orders.id, by.id) : undefined,
        newestAfter(orders, orders, by.after),
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(by.limit)
}

/** The metadata stored with live orders, by id. */
export async function liveOrderExtras(db: Database, ids: string[]) {
  if (ids.length === 0) return []
  return db
    .select({ id: orders.id, metadata: orders.metadata, updatedAt: orders.updatedAt })
    .from(orders)
    .where(inArray(orders.id, ids))
}

/**
 * Cancels the company's order if it is not yet accepted (nothing paid, no stock taken) and
 * withdraws its open offer; answers undefined when the order cannot be cancelled.
 */
export async function cancelLiveOrder(db: Database, companyId: string, id: string) {
  const [row] = await db
    .update(orders)
    .set({ status: 'cancelled' })
    .where(
      and(
        eq(orders.id, id),
        eq(orders.companyId, companyId),
        inArray(orders.status, ['placed', 'offered']),
      ),
    )
    .returning({ id: orders.id })
  if (!row) return undefined
  await db
    .update(offers)
    .set({ status: 'withdrawn' })
    .where(and(eq(offers.orderId, id), eq(offers.status, 'open')))
  return row
}

/** A page of the company's live retirement ids, newest first (one more than asked). */
export async function liveRetirementPage(
  db: Database,
  companyId: string,
  by: { id?: string; after?: string; limit: number },
) {
  return db
    .select({ id: retirements.id })
    .from(retirements)
    .where(
      and(
        eq(retirements.companyId, companyId),
        by.id ? eq(retirements.id, by.id) : undefined,
        newestAfter(retirements, retirements, by.after),
      ),
    )
    .orderBy(desc(retirements.createdAt), desc(retirements.id))
    .limit(by.limit)
}

export async function setRetirementMetadata(
  db: Database,
  id: string,
  metadata: Record<string, string>,
) {
  await db.update(retirements).set({ metadata }).where(eq(retirements.id, id))
}

/** Claims a key for a live write; answers the existing claim when the key was used. */
export async function claimKey(
  db: Database,
  values: {
    companyId: string
    operation: 'retirement'
    idempotencyKey: string
    requestHash: string
  },
) {
  const [claimed] = await db
    .insert(apiIdempotencyKeys)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: apiIdempotencyKeys.id })
  if (claimed) return { claimed: claimed.id, existing: undefined }
  const [existing] = await db
    .select()
    .from(apiIdempotencyKeys)
    .where(
      and(
        eq(apiIdempotencyKeys.companyId, values.companyId),
        eq(apiIdempotencyKeys.operation, values.operation),
        eq(apiIdempotencyKeys.idempotencyKey, values.idempotencyKey),
      ),
    )
  return { claimed: undefined, existing: existing! }
}

export async function settleKey(db: Database, claimId: string, resourceId: string) {
  await db.update(apiIdempotencyKeys).set({ resourceId }).where(eq(apiIdempotencyKeys.id, claimId))
}

/** Frees a key whose first request failed, so the caller may retry with it. */
export async function releaseKey(db: Database, claimId: string) {
  await db
    .delete(apiIdempotencyKeys)
    .where(and(eq(apiIdempotencyKeys.id, claimId), sql`${apiIdempotencyKeys.resourceId} is null`))
}
