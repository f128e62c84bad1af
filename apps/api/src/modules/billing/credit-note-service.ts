import type { Locale } from '@kelp/core/http'
import { renderInvoice } from '../../adapters/pdf'
import type { Database } from '../../db/client'
import type { AppDeps } from '../../deps'
import { AppError } from '../../lib/app-error'
import { writeAudit } from '../audit'
import { storeDocument } from '../documents'
import { nextInvoiceNumber } from './counter-repository'
import { invoiceInput } from './invoice-service'
import * as repo from './repository'
import { BT } from './texts'

async function offerToRefund(tx: Database, offerId: string) {
  const row = await repo.lockAcceptedOffer(tx, offerId)
  if (!row?.offer.invoiceNumber || !row.offer.invoiceFacts) {
    throw new AppError('not_found', BT.notInvoiced)
  }
  return { ...row, lines: await repo.offerLines(tx, offerId) }
}

/**
 * Refunds an invoiced offer in full with a credit note: its own gap-free number, the invoice
 * it corrects, the same buyer, lines and VAT treatment, stored with the company's documents.
 */
export async function issueCreditNote(
  deps: Pick<AppDeps, 'db' | 'storage' | 'seller'>,
  input: { actor: string; offerId: string; reason: string; locale: Locale },
): Promise<{ number: string; documentId: string }> {
  const { actor, offerId, reason, locale } = input
  return deps.db.transaction(async (tx) => {
    const { offer, orderNumber, lines } = await offerToRefund(tx, offerId)
    if (await repo.creditNoteOf(tx, offerId)) throw new AppError('conflict', BT.alreadyRefunded)
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
    const invoice = invoiceInput('credit_note', number, deps.seller, facts, offerFacts, locale, {
      corrects: { number: offer.invoiceNumber!, issuedOn: facts.issuedOn },
      reason,
      issuedOn: today,
    })
    const document = await storeDocument(
      { db: tx, storage: deps.storage },
      {
        companyId: offer.companyId,
        kind: 'admin_document',
        year: Number(today.slice(0, 4)),
        title: `Credit note ${number}`,
        titleDe: `Rechnungskorrektur ${number}`,
        fileName: `${number}.pdf`,
        contentType: 'application/pdf',
        body: await renderInvoice(invoice, locale),
      },
    )
    await repo.insertCreditNote(tx, {
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
