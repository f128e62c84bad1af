import type { InvoiceFacts } from '@kelp/core/orbit'
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import {
  companies,
  holdings,
  memberships,
  offerItems,
  offers,
  orders,
  projects,
  projectVintages,
  purchases,
  users,
} from '../../db/schema'

/** The company's newest open offer, row-locked for the acceptance. */
export async function lockOpenOffer(db: Database, companyId: string) {
  const [row] = await db
    .select()
    .from(offers)
    .where(and(eq(offers.companyId, companyId), eq(offers.status, 'open')))
    .orderBy(desc(offers.createdAt))
    .limit(1)
    .for('update')
  return row
}

export async function offerLines(db: Database, offerId: string) {
  return db
    .select({ item: offerItems, projectName: projects.name })
    .from(offerItems)
    .innerJoin(projects, eq(projects.id, offerItems.projectId))
    .where(eq(offerItems.offerId, offerId))
    .orderBy(asc(offerItems.createdAt), asc(offerItems.id))
}

/** Each vintage's expected delivery year (forward vintages), for the invoice's lines. */
export async function vintageDeliveryYears(db: Database, ids: string[]) {
  return db
    .select({ id: projectVintages.id, expectedDeliveryYear: projectVintages.expectedDeliveryYear })
    .from(projectVintages)
    .where(inArray(projectVintages.id, ids))
}

export async function addHolding(db: Database, values: typeof holdings.$inferInsert) {
  await db
    .insert(holdings)
    .values(values)
    .onConflictDoUpdate({
      target: [holdings.companyId, holdings.vintageId],
      set: { tonnes: sql`${holdings.tonnes} + excluded.tonnes`, updatedAt: new Date() },
    })
}

export async function insertPurchases(db: Database, rows: (typeof purchases.$inferInsert)[]) {
  if (rows.length) await db.insert(purchases).values(rows)
}

export async function markAccepted(
  db: Database,
  offer: { id: string; orderId: string },
  values: {
    acceptedAt: Date
    userId: string | null
    invoiceNumber: string
    invoiceFacts: InvoiceFacts
  },
) {
  await db
    .update(offers)
    .set({
      status: 'accepted',
      acceptedAt: values.acceptedAt,
      acceptedBy: values.userId,
      invoiceNumber: values.invoiceNumber,
      invoiceFacts: values.invoiceFacts,
    })
    .where(eq(offers.id, offer.id))
  await db.update(orders).set({ status: 'accepted' }).where(eq(orders.id, offer.orderId))
}

/** Links the filed invoice PDF to its offer, unless one is linked already. */
export async function linkInvoiceDocument(db: Database, offerId: string, documentId: string) {
  await db
    .update(offers)
    .set({ invoiceDocumentId: documentId })
    .where(and(eq(offers.id, offerId), isNull(offers.invoiceDocumentId)))
}

export async function markExpired(db: Database, offerId: string) {
  await db.update(offers).set({ status: 'expired' }).where(eq(offers.id, offerId))
}

export async function orderNumberOf(db: Database, orderId: string) {
  const [row] = await db
    .select({ number: orders.number })
    .from(orders)
    .where(eq(orders.id, orderId))
  return row!.number
}

export async function findCompany(db: Database, id: string) {
  const [row] = await db
    .select({ id: companies.id, name: companies.name, domain: companies.domain })
    .from(companies)
    .where(eq(companies.id, id))
    .limit(1)
  return row
}

/** The company's admins, with the language each reads mail in. */
export async function companyAdmins(db: Database, companyId: string) {
  return db
    .select({ email: users.email, locale: users.locale })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.companyId, companyId), eq(memberships.role, 'admin')))
}

/** The company of a member, by e-mail (the first membership). */
export async function memberCompanyId(db: Database, email: string) {
  const [member] = await db
    .select({ companyId: memberships.companyId })
    .from(users)
    .innerJoin(memberships, eq(memberships.userId, users.id))
    .where(eq(users.email, email))
    .limit(1)
  return member?.companyId
}

/** The public API caller's metadata stored with an order (empty for cart orders). */
export async function orderMetadata(db: Database, orderId: string) {
  const [row] = await db
    .select({ metadata: orders.metadata })
    .from(orders)
    .where(eq(orders.id, orderId))
  return row?.metadata ?? {}
}
