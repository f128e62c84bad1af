import { InvoiceService, type Invoice } from '@e-invoice-eu/core'
import type { Locale } from '@kelp/core/http'
import { PAYMENT_TERM_DAYS, type InvoiceParty } from '@kelp/core/orbit'
import type { InvoiceInput } from './invoice-input'

/** Cents as the decimal string the e-invoice wants ("1234.50"), without floating point. */
const amount = (cents: number) =>
  `${cents < 0 ? '-' : ''}${Math.trunc(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`

const EXEMPTION = { S: undefined, AE: 'VATEX-EU-AE', O: 'VATEX-EU-O' } as const

/** The seller's tax schemes are a list in the library's schema, the buyer's one object. */
function party(p: InvoiceParty, withVat: boolean, role: 'seller' | 'buyer', email?: string | null) {
  const scheme = { 'cbc:CompanyID': p.vatId, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } }
  return {
    'cac:Party': {
      ...(email ? { 'cbc:EndpointID': email, 'cbc:EndpointID@schemeID': 'EM' } : {}),
      'cac:PartyName': { 'cbc:Name': p.name },
      'cac:PostalAddress': {
        'cbc:StreetName': p.street,
        'cbc:CityName': p.city,
        'cbc:PostalZone': p.postcode,
        'cac:Country': { 'cbc:IdentificationCode': p.country },
      },
      ...(withVat && p.vatId
        ? { 'cac:PartyTaxScheme': role === 'seller' ? [scheme] : scheme }
        : {}),
      'cac:PartyLegalEntity': { 'cbc:RegistrationName': p.name },
      ...(email ? { 'cac:Contact': { 'cbc:ElectronicMail': email } } : {}),
    },
  }
}

/** The day payment is due: the date of issue plus the payment term. */
export function dueDate(issuedOn: string): string {
  const day = new Date(`${issuedOn}T00:00:00Z`)
  day.setUTCDate(day.getUTCDate() + PAYMENT_TERM_DAYS)
  return day.toISOString().slice(0, 10)
}

/** SEPA credit transfer (UNTDID 4461 code 58) to the seller's account, with the reference. */
function paymentMeans(d: InvoiceInput) {
  if (d.paymentReference === null) return {}
  const { iban, bic, name } = d.seller.bank
  return {
    'cac:PaymentMeans': [
      {
        'cbc:PaymentMeansCode': '58',
        'cbc:PaymentID': d.paymentReference,
        'cac:PayeeFinancialAccount': {
          'cbc:ID': iban,
          'cbc:Name': d.seller.name,
          ...(bic ? { 'cac:FinancialInstitutionBranch': { 'cbc:ID': bic } } : {}),
        },
      },
    ],
    'cac:PaymentTerms': {
      'cbc:Note': `Payable within ${PAYMENT_TERM_DAYS} days of the date of issue without deduction, by SEPA credit transfer to ${name}.`,
    },
  }
}

/** The EN 16931 invoice in the internal format of @e-invoice-eu/core (UBL names). */
export function eInvoiceData(d: InvoiceInput): Invoice {
  const money = (cents: number) => ({ value: amount(cents) })
  const currency = d.currency
  const withCurrency = (key: string, cents: number) => ({
    [key]: money(cents).value,
    [`${key}@currencyID`]: currency,
  })
  const category = {
    'cbc:ID': d.category,
    'cbc:Percent': String(d.rateBp / 100),
    'cac:TaxScheme': { 'cbc:ID': 'VAT' },
  }
  // The preceding-invoice group (BG-3) is optional in EN 16931, and @e-invoice-eu/core 2.3.4
  // does not write it into the XML, so a credit note names its invoice in a note as well.
  const notes = [
    ...(d.corrects ? [`Corrects invoice ${d.corrects.number} of ${d.corrects.issuedOn}`] : []),
    ...(d.reason ? [d.reason] : []),
  ]
  // Not subject to VAT: EN 16931 wants no VAT ids on such an invoice.
  const withVat = d.category !== 'O'
  return {
    'ubl:Invoice': {
      'cbc:CustomizationID': 'urn:cen.eu:en16931:2017',
      'cbc:ID': d.number,
      'cbc:IssueDate': d.issuedOn,
      ...(d.kind === 'invoice' ? { 'cbc:DueDate': dueDate(d.issuedOn) } : {}),
      'cbc:InvoiceTypeCode': d.kind === 'invoice' ? '380' : '381',
      ...(notes.length > 0 ? { 'cbc:Note': notes } : {}),
      'cbc:DocumentCurrencyCode': currency,
      'cbc:BuyerReference': d.orderNumber,
      'cac:OrderReference': { 'cbc:ID': d.orderNumber },
      'cac:AccountingSupplierParty': party(d.seller, withVat, 'seller', d.seller.email),
      'cac:AccountingCustomerParty': party(d.buyer, withVat, 'buyer'),
      'cac:Delivery': { 'cbc:ActualDeliveryDate': d.suppliedOn },
      ...paymentMeans(d),
      'cac:TaxTotal': [
        {
          ...withCurrency('cbc:TaxAmount', d.vatCents),
          'cac:TaxSubtotal': [
            {
              ...withCurrency('cbc:TaxableAmount', d.netCents),
              ...withCurrency('cbc:TaxAmount', d.vatCents),
              'cac:TaxCategory': {
                ...category,
                ...(EXEMPTION[d.category]
                  ? { 'cbc:TaxExemptionReasonCode': EXEMPTION[d.category] }
                  : {}),
              },
            },
          ],
        },
      ],
      'cac:LegalMonetaryTotal': {
        ...withCurrency('cbc:LineExtensionAmount', d.netCents),
        ...withCurrency('cbc:TaxExclusiveAmount', d.netCents),
        ...withCurrency('cbc:TaxInclusiveAmount', d.netCents + d.vatCents),
        ...withCurrency('cbc:PayableAmount', d.netCents + d.vatCents),
      },
      'cac:InvoiceLine': d.lines.map((line, i) => ({
        'cbc:ID': String(i + 1),
        'cbc:InvoicedQuantity': String(line.quantity),
        'cbc:InvoicedQuantity@unitCode': line.unit,
        ...withCurrency('cbc:LineExtensionAmount', line.netCents),
        'cac:Item': { 'cbc:Name': line.description, 'cac:ClassifiedTaxCategory': category },
        'cac:Price': withCurrency('cbc:PriceAmount', line.unitCents),
      })),
    },
  } as unknown as Invoice
}

const quiet = { log: () => {}, warn: () => {}, error: () => {} }

/**
 * Embeds the EN 16931 XML (factur-x.xml) into the rendered PDF as a ZUGFeRD / Factur-X
 * hybrid (PDF/A-3 with the Factur-X XMP). The library validates the data against its JSON
 * schema for the profile first and throws on a mistake, so a wrong invoice is never stored.
 */
export async function attachEInvoice(
  pdf: Buffer,
  d: InvoiceInput,
  locale: Locale,
): Promise<Buffer> {
  const out = await new InvoiceService(quiet).generate(eInvoiceData(d), {
    format: 'Factur-X-EN16931',
    lang: locale === 'de' ? 'de-de' : 'en-gb',
    pdf: { buffer: pdf, filename: `${d.number}.pdf`, mimetype: 'application/pdf' },
    noWarnings: true,
  })
  return Buffer.from(out as Uint8Array)
}
