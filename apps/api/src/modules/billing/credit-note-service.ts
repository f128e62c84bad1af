import { and, eq } from 'drizzle-orm'
import type { Locale } from '@kelp/core/http'
import { renderInvoice } from '../../adapters/pdf'
import type { Storage } from '../../adapters/storage'
import type { Database } from '../../db/client'
import { creditNotes, offers, offerItems, orders, projects, projectVintages } from '../../db/schema'
import { AppError } from '../../lib/app-error'
import { writeAudit } from '../audit'
import { storeDocument } from '../documents'
import { nextInvoiceNumber } from './counter'
import { invoiceInput } from './invoice-service'
import type { Seller } from './seller'
import { BT } from './texts'

export interface CreditNoteDeps {
  db: Database
  storage: Storage
  locale: Locale
  seller: Seller
}

async function offerToRefund(tx: Database, offerId: string) {
  const [row] = await tx
    .select({ offer: offers, orderNumber: orders.number })
    .from(offers)
    .innerJoin(orders, eq(orders.id, offers.orderId))
    .where(and(eq(offers.id, offerId), eq(offers.status, 'accepted')))
    .for('update')
  if (!row?.offer.invoiceNumber || !row.offer.invoiceFacts) {
    throw new AppError('not_found', BT.notInvoiced)
  }
  // A forward line keeps its label until the operator records the issuance.
  const lines = await tx
    .select({
      item: offerItems,
      projectName: projects.name,
      expectedDeliveryYear: projectVintages.expectedDeliveryYear,
    })
    .from(offerItems)
    .innerJoin(projects, eq(projects.id, offerItems.projectId))
    .innerJoin(projectVintages, eq(projectVintages.id, offerItems.vintageId))
    .where(eq(offerItems.offerId, offerId))
  return { ...row, lines }
}

/**
 * Refunds an invoiced offer in full with a credit note: its own gap-free number, the invoice
 * it corrects, the same buyer, lines and VAT treatment, stored with the company's documents.
 */
export async function issueCreditNote(
  deps: CreditNoteDeps,
  actor: string,
  offerId: string,
  reason: string,
): Promise<{ number: string; documentId: string }> {
  return deps.db.transaction(async (tx) => {
    const { offer, orderNumber, lines } = await offerToRefund(tx, offerId)
    const [existing] = await tx
      .select({ id: creditNotes.id })
      .from(creditNotes)
      .where(eq(creditNotes.offerId, offerId))
    if (existing) throw new AppError('conflict', BT.alreadyRefunded)
    const facts = offer.invoiceFacts!
    const today = new Date().toISOString().slice(0, 10)
    const number = await nextInvoiceNumber(tx, 'credit_note', Number(today.slice(0, 4)))
    const offerFacts = {
      orderNumber,
      currency: offer.currency,
      feeLabel: offer.feeLabel,
      feeCents: offer.feeCents,
      lines: lines.map(({ item, projectName, expectedDeliveryYear }) => ({
        ...item,
        projectName,
        expectedDeliveryYear,
      })),
    }
    const input = invoiceInput('credit_note', number, deps.seller, facts, offerFacts, deps.locale, {
      corrects: { number: offer.invoiceNumber!, issuedOn: facts.issuedOn },
      reason,
      issuedOn: today,
    })
    const document = await storeDocument(tx, deps.storage, {
      companyId: offer.companyId,
      kind: 'admin_document',
      year: Number(today.slice(0, 4)),
      title: `Credit note ${number}`,
      titleDe: `Rechnungskorrektur ${number}`,
      fileName: `${number}.pdf`,
      contentType: 'application/pdf',
      body: await renderInvoice(input, deps.locale),
    })
    await tx.insert(creditNotes).values({
      number,
      companyId: offer.companyId,
      offerId,
      invoiceNumber: offer.invoiceNumber!,
      issuedOn: today,
      reason,
      documentId: document.id,
    })
    await writeAudit(tx, actor, 'credit_note.issued', `offer:${offerId}`, {
      companyId: offer.companyId,
      number,
      invoiceNumber: offer.invoiceNumber,
    })
    return { number, documentId: document.id }
  })
}
