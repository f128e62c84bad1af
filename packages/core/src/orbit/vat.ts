/** EU member states (ISO 3166-1 alpha-2; Greece as GR, its ISO code). */
const EU = new Set(
  'AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK'.split(' '),
)

/** Germany's standard VAT rate in basis points (19 %). */
export const GERMAN_VAT_BP = 1900

/**
 * How an invoice from Germany taxes a service to a business buyer (EN 16931 category codes):
 * `S` German VAT; `AE` reverse charge for an EU business outside Germany with a VAT id;
 * `O` not taxable in Germany for a buyer outside the EU (place of supply abroad).
 */
export type VatCategory = 'S' | 'AE' | 'O'

export interface VatTreatment {
  category: VatCategory
  rateBp: number
}

export function vatTreatment(
  seller: string,
  buyer: string,
  buyerVatId: string | null,
): VatTreatment {
  if (buyer === seller) return { category: 'S', rateBp: GERMAN_VAT_BP }
  if (EU.has(buyer)) {
    return buyerVatId ? { category: 'AE', rateBp: 0 } : { category: 'S', rateBp: GERMAN_VAT_BP }
  }
  return { category: 'O', rateBp: 0 }
}

/** VAT on a net amount in cents, rounded half up to the cent (no floating point). */
export function vatCents(netCents: number, rateBp: number): number {
  return Math.floor((netCents * rateBp + 5_000) / 10_000)
}

export interface InvoiceParty {
  name: string
  street: string
  postcode: string
  city: string
  country: string
  vatId: string | null
}

/** The facts an invoice fixes, kept with the offer so a credit note can repeat them. */
export interface InvoiceFacts {
  buyer: InvoiceParty
  category: VatCategory
  rateBp: number
  netCents: number
  vatCents: number
  issuedOn: string
  suppliedOn: string
}

/** What an invoice charges on a net amount: the one rule the invoice and the offer share. */
export interface InvoiceAmounts extends VatTreatment {
  netCents: number
  vatCents: number
  grossCents: number
}

/**
 * Net, VAT and gross for a buyer: the invoice is issued with these figures and the offer shows
 * them before the buyer accepts, so both always agree.
 */
export function invoiceAmounts(
  seller: string,
  buyer: string,
  buyerVatId: string | null,
  netCents: number,
): InvoiceAmounts {
  const treatment = vatTreatment(seller, buyer, buyerVatId || null)
  const vat = vatCents(netCents, treatment.rateBp)
  return { ...treatment, netCents, vatCents: vat, grossCents: netCents + vat }
}
