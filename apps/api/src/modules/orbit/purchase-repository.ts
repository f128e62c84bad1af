import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import {
  companyCreditLines,
  offerItems,
  offers,
  orderItems,
  orders,
  projects,
  projectVintages,
  purchases,
  selfServiceSettings,
  users,
} from '../../db/schema'

/** The operator's limits row (id 1); undefined while none was saved. */
export async function findLimits(db: Database) {
  const [row] = await db.select().from(selfServiceSettings).where(eq(selfServiceSettings.id, 1))
  return row
}

export async function saveLimits(
  db: Database,
  values: { maxOrderCents: number; maxOrderTonnes: number; updatedBy: string },
) {
  await db
    .insert(selfServiceSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: selfServiceSettings.id, set: values })
}

export async function findCreditLine(db: Database, companyId: string) {
  const [row] = await db
    .select()
    .from(companyCreditLines)
    .where(eq(companyCreditLines.companyId, companyId))
  return row
}

export async function saveCreditLine(
  db: Database,
  values: { companyId: string; limitCents: number; approvedBy: string },
) {
  await db
    .insert(companyCreditLines)
    .values(values)
    .onConflictDoUpdate({
      target: companyCreditLines.companyId,
      set: { limitCents: values.limitCents, approvedBy: values.approvedBy },
    })
}

export async function deleteCreditLine(db: Database, companyId: string) {
  await db.delete(companyCreditLines).where(eq(companyCreditLines.companyId, companyId))
}

/** Gross amount of the company's delivered on-invoice orders whose payment is not recorded. */
export async function outstandingInvoiceCents(db: Database, companyId: string) {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${orders.amountDueCents}), 0)` })
    .from(orders)
    .where(
      and(
        eq(orders.companyId, companyId),
        eq(orders.paymentMethod, 'invoice'),
        eq(orders.status, 'delivered'),
        isNull(orders.invoicePaidAt),
      ),
    )
  return Number(row?.total ?? 0)
}

/** The order row, locked for a state change (payment events may arrive twice at once). */
export async function lockOrder(db: Database, id: string) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).for('update')
  return row
}

export async function orderLines(db: Database, orderId: string) {
  return db
    .select({
      item: orderItems,
      projectName: projects.name,
      projectSlug: projects.slug,
      delivery: projectVintages.expectedDeliveryYear,
    })
    .from(orderItems)
    .innerJoin(projects, eq(projects.id, orderItems.projectId))
    .innerJoin(projectVintages, eq(projectVintages.id, orderItems.vintageId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.vintageId))
}

export async function updateOrder(
  db: Database,
  id: string,
  values: Partial<
    Pick<
      typeof orders.$inferInsert,
      | 'status'
      | 'checkoutSessionId'
      | 'checkoutUrl'
      | 'paidAt'
      | 'deliveredAt'
      | 'releasedAt'
      | 'invoicePaidAt'
    >
  >,
) {
  await db.update(orders).set(values).where(eq(orders.id, id))
}

export async function findCompanyOrder(db: Database, companyId: string, id: string) {
  const [row] = await db
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.companyId, companyId)))
  return row
}

/** The e-mail of the person who placed the order (the receipt goes to them). */
export async function placedByEmail(db: Database, userId: string) {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId))
  return row?.email ?? ''
}

export async function findOrderById(db: Database, id: string) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id))
  return row
}

type OfferRow = typeof offers.$inferInsert

/**
 * Books a paid self-service order as a sale: an accepted offer at the order's prices (what the
 * Portfolio Manager, invoices and credit notes already read), its lines and the purchases. The
 * tonnes themselves move in the inventory's ledger (sell books the holdings).
 */
export async function insertSale(
  db: Database,
  sale: {
    offer: OfferRow & { id: string }
    lines: {
      projectId: string
      vintageId: string
      vintage: number
      tonnes: number
      priceCents: number
    }[]
    year: number
  },
) {
  const { offer, lines, year } = sale
  await db.insert(offers).values(offer)
  await db.insert(offerItems).values(lines.map((l) => ({ ...l, offerId: offer.id })))
  await db.insert(purchases).values(
    lines.map((l) => ({
      companyId: offer.companyId,
      offerId: offer.id,
      projectId: l.projectId,
      vintage: l.vintage,
      tonnes: l.tonnes,
      priceCents: l.priceCents,
      year,
    })),
  )
}

export async function linkSaleInvoice(db: Database, offerId: string, documentId: string) {
  await db
    .update(offers)
    .set({ invoiceDocumentId: documentId })
    .where(and(eq(offers.id, offerId), isNull(offers.invoiceDocumentId)))
}
