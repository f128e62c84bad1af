import { and, eq } from 'drizzle-orm'
import type { CompanyBilling } from '@kelp/core/portfolio'
import type { Database } from '../../db/client'
import {
  companyBilling,
  creditNotes,
  offerItems,
  offers,
  orders,
  projects,
  projectVintages,
} from '../../db/schema'

export async function findBilling(db: Database, companyId: string): Promise<CompanyBilling | null> {
  const [row] = await db
    .select()
    .from(companyBilling)
    .where(eq(companyBilling.companyId, companyId))
    .limit(1)
  if (!row) return null
  const { legalName, street, postcode, city, country, vatId } = row
  // Written only through companyBillingSchema, so the country is one of its codes.
  return { legalName, street, postcode, city, country: country as CompanyBilling['country'], vatId }
}

export async function saveBilling(db: Database, companyId: string, billing: CompanyBilling) {
  await db
    .insert(companyBilling)
    .values({ companyId, ...billing })
    .onConflictDoUpdate({
      target: companyBilling.companyId,
      set: { ...billing, updatedAt: new Date() },
    })
}

/** An accepted offer with its order's number, row-locked for the refund. */
export async function lockAcceptedOffer(tx: Database, offerId: string) {
  const [row] = await tx
    .select({ offer: offers, orderNumber: orders.number })
    .from(offers)
    .innerJoin(orders, eq(orders.id, offers.orderId))
    .where(and(eq(offers.id, offerId), eq(offers.status, 'accepted')))
    .for('update')
  return row
}

/** The offer's lines; a forward line keeps its label until the operator records the issuance. */
export async function offerLines(tx: Database, offerId: string) {
  return tx
    .select({
      item: offerItems,
      projectName: projects.name,
      expectedDeliveryYear: projectVintages.expectedDeliveryYear,
    })
    .from(offerItems)
    .innerJoin(projects, eq(projects.id, offerItems.projectId))
    .innerJoin(projectVintages, eq(projectVintages.id, offerItems.vintageId))
    .where(eq(offerItems.offerId, offerId))
}

export async function creditNoteOf(tx: Database, offerId: string) {
  const [row] = await tx
    .select({ id: creditNotes.id })
    .from(creditNotes)
    .where(eq(creditNotes.offerId, offerId))
  return row
}

export async function insertCreditNote(tx: Database, values: typeof creditNotes.$inferInsert) {
  await tx.insert(creditNotes).values(values)
}
