import type { InvoiceParty, VatCategory } from '@kelp/core/orbit'

export interface InvoiceLine {
  description: string
  quantity: number
  /** UN/ECE unit code: `TNE` tonnes of credits, `C62` one item (the service fee). */
  unit: 'TNE' | 'C62'
  unitCents: number
  netCents: number
}

/** An invoice or a credit note as printed and as the embedded e-invoice states it. */
export interface InvoiceInput {
  kind: 'invoice' | 'credit_note'
  number: string
  issuedOn: string
  suppliedOn: string
  orderNumber: string
  /** The invoice a credit note corrects. */
  corrects: { number: string; issuedOn: string } | null
  reason: string | null
  seller: InvoiceParty & {
    email: string | null
    bank: { iban: string; bic: string | null; name: string }
  }
  /** What the buyer quotes with the transfer (the invoice number); null on a credit note. */
  paymentReference: string | null
  buyer: InvoiceParty
  currency: string
  lines: InvoiceLine[]
  category: VatCategory
  rateBp: number
  netCents: number
  vatCents: number
}
