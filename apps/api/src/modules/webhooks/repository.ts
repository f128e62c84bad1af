import { and, arrayContains, count, desc, eq, inArray } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from '../../db/schema'

export type EndpointRow = typeof webhookEndpoints.$inferSelect
export type DeliveryRow = typeof webhookDeliveries.$inferSelect
export type AttemptRow = typeof webhookAttempts.$inferSelect

const ofCompany = (companyId: string, id: string) =>
  and(eq(webhookEndpoints.companyId, companyId), eq(webhookEndpoints.id, id))

export const listEndpoints = (db: Database, companyId: string) =>
  db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.companyId, companyId))
    .orderBy(desc(webhookEndpoints.createdAt))

export async function countEndpoints(db: Database, companyId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.companyId, companyId))
  return row?.n ?? 0
}

export async function insertEndpoint(db: Database, values: typeof webhookEndpoints.$inferInsert) {
  const [row] = await db.insert(webhookEndpoints).values(values).returning()
  return row!
}

export async function findEndpoint(db: Database, companyId: string, id: string) {
  const [row] = await db.select().from(webhookEndpoints).where(ofCompany(companyId, id))
  return row
}

export async function setEndpointEnabled(
  db: Database,
  companyId: string,
  id: string,
  enabled: boolean,
) {
  const [row] = await db
    .update(webhookEndpoints)
    .set({ enabled })
    .where(ofCompany(companyId, id))
    .returning()
  return row
}

export async function deleteEndpoint(db: Database, companyId: string, id: string) {
  const rows = await db.delete(webhookEndpoints).where(ofCompany(companyId, id)).returning()
  return rows[0]
}

/** The company's enabled endpoints that subscribed to `type`. */
export const subscribedEndpoints = (db: Database, companyId: string, type: string) =>
  db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.companyId, companyId),
        eq(webhookEndpoints.enabled, true),
        arrayContains(webhookEndpoints.events, [type]),
      ),
    )

export const insertDeliveries = (db: Database, rows: (typeof webhookDeliveries.$inferInsert)[]) =>
  db.insert(webhookDeliveries).values(rows).returning()

export async function findDelivery(db: Database, companyId: string, id: string) {
  const [row] = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.companyId, companyId), eq(webhookDeliveries.id, id)))
  return row
}

/** A delivery with what sending it needs from its endpoint. */
export async function deliveryForSending(db: Database, id: string) {
  const [row] = await db
    .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookDeliveries.id, id))
  return row
}

/** Stores one attempt and answers how many the delivery has had. */
export async function recordAttempt(db: Database, values: typeof webhookAttempts.$inferInsert) {
  await db.insert(webhookAttempts).values(values)
  const [row] = await db
    .select({ n: count() })
    .from(webhookAttempts)
    .where(eq(webhookAttempts.deliveryId, values.deliveryId))
  return row?.n ?? 0
}

export const setDeliveryStatus = (db: Database, id: string, status: DeliveryRow['status']) =>
  db.update(webhookDeliveries).set({ status }).where(eq(webhookDeliveries.id, id))

/** An endpoint's newest deliveries with their attempts (oldest attempt first). */
export async function listDeliveries(db: Database, endpointId: string, limit: number) {
  const deliveries = await db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(limit)
  const attempts = deliveries.length
    ? await db
        .select()
        .from(webhookAttempts)
        .where(
          inArray(
            webhookAttempts.deliveryId,
            deliveries.map((d) => d.id),
          ),
        )
        .orderBy(webhookAttempts.attemptedAt)
    : []
  return { deliveries, attempts }
}

export const attemptsOf = (db: Database, deliveryId: string) =>
  db
    .select()
    .from(webhookAttempts)
    .where(eq(webhookAttempts.deliveryId, deliveryId))
    .orderBy(webhookAttempts.attemptedAt)
