import type { Locale } from '@kelp/core/http'
import type { InvoiceFacts } from '@kelp/core/orbit'
import { renderInvoice } from '../../adapters/pdf'
import type { AppDeps } from '../../deps'
import { storeDocument } from '../documents'
import { invoiceInput, type OfferForInvoice } from '../billing'
import * as repo from './accept-repository'

export type InvoiceFilingDeps = Pick<AppDeps, 'db' | 'storage' | 'seller'>

/** What an acceptance committed: the invoice's number and the facts stored with the offer. */
export interface AcceptedInvoice {
  offerId: string
  companyId: string
  year: number
  invoiceNumber: string
  facts: InvoiceFacts
  offer: OfferForInvoice
  /** The language the invoice is printed in. */
  locale: Locale
}

/**
 * Renders the invoice of a committed acceptance and files it with the company's documents.
 * It runs after the acceptance's transaction, so rendering and uploading the PDF never hold the
 * offer, stock and invoice-counter locks (a burst of acceptances would otherwise keep a pooled
 * connection each for the length of a render). The document and its link on the offer are
 * written together; the link is only set while the offer has none, so filing twice is harmless.
 */
export async function fileInvoice(deps: InvoiceFilingDeps, invoice: AcceptedInvoice) {
  const { invoiceNumber, facts, offer, locale } = invoice
  const input = invoiceInput('invoice', invoiceNumber, deps.seller, facts, offer, locale, null)
  const pdf = await renderInvoice(input, locale)
  await deps.db.transaction(async (tx) => {
    const document = await storeDocument(
      { db: tx, storage: deps.storage },
      {
        companyId: invoice.companyId,
        kind: 'admin_document',
        year: invoice.year,
        title: `Invoice ${invoiceNumber}`,
        titleDe: `Rechnung ${invoiceNumber}`,
        fileName: `${invoiceNumber}.pdf`,
        contentType: 'application/pdf',
        body: pdf,
      },
    )
    await repo.linkInvoiceDocument(tx, invoice.offerId, document.id)
  })
}
