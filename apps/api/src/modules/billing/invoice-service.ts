import type { Locale } from '@kelp/core/http'
import { invoiceAmounts, type InvoiceFacts } from '@kelp/core/orbit'
import type { CompanyBilling } from '@kelp/core/portfolio'
import type { InvoiceInput } from '../../adapters/pdf'
import { INVOICE_TEXT } from '../../adapters/pdf/invoice-text'
import type { Seller } from './seller'

export interface OfferForInvoice {
  orderNumber: string
  currency: string
  feeLabel: string
  feeCents: number
  lines: {
    projectName: string
    vintage: number
    /** Forward vintages: the year the registry is expected to issue them; null when issued. */
    expectedDeliveryYear: number | null
    tonnes: number
    priceCents: number
  }[]
}

/** A credits line says what was bought, and for a forward purchase when it is due. */
function creditsDescription(t: (typeof INVOICE_TEXT)[Locale], line: OfferForInvoice['lines'][0]) {
  const credits = t.credits(line.projectName, line.vintage)
  return line.expectedDeliveryYear === null
    ? credits
    : `${credits}. ${t.forward(line.expectedDeliveryYear)}`
}

/** The facts an invoice fixes for this buyer on this day (the credit note repeats them). */
export function invoiceFacts(
  seller: Seller,
  billing: CompanyBilling,
  offer: OfferForInvoice,
  day: string,
): InvoiceFacts {
  const netCents = offer.lines.reduce((sum, l) => sum + l.tonnes * l.priceCents, 0) + offer.feeCents
  const amounts = invoiceAmounts(seller.country, billing.country, billing.vatId, netCents)
  const { legalName, street, postcode, city, country, vatId } = billing
  return {
    buyer: { name: legalName, street, postcode, city, country, vatId },
    category: amounts.category,
    rateBp: amounts.rateBp,
    netCents,
    vatCents: amounts.vatCents,
    issuedOn: day,
    suppliedOn: day,
  }
}

/** The printable and structured invoice (or credit note) of an accepted offer. */
export function invoiceInput(
  kind: InvoiceInput['kind'],
  number: string,
  seller: Seller,
  facts: InvoiceFacts,
  offer: OfferForInvoice,
  locale: Locale,
  correction: { corrects: InvoiceInput['corrects']; reason: string; issuedOn: string } | null,
): InvoiceInput {
  const t = INVOICE_TEXT[locale]
  return {
    kind,
    number,
    issuedOn: correction?.issuedOn ?? facts.issuedOn,
    suppliedOn: facts.suppliedOn,
    orderNumber: offer.orderNumber,
    corrects: correction?.corrects ?? null,
    reason: correction?.reason ?? null,
    seller,
    paymentReference: kind === 'invoice' ? number : null,
    buyer: facts.buyer,
    currency: offer.currency,
    lines: [
      ...offer.lines.map((l) => ({
        description: creditsDescription(t, l),
        quantity: l.tonnes,
        unit: 'TNE' as const,
        unitCents: l.priceCents,
        netCents: l.tonnes * l.priceCents,
      })),
      ...(offer.feeCents > 0
        ? [
            {
              description: offer.feeLabel || t.fee,
              quantity: 1,
              unit: 'C62' as const,
              unitCents: offer.feeCents,
              netCents: offer.feeCents,
            },
          ]
        : []),
    ],
    category: facts.category,
    rateBp: facts.rateBp,
    netCents: facts.netCents,
    vatCents: facts.vatCents,
  }
}
