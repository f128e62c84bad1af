import { getDocumentProxy } from 'unpdf'
import { describe, expect, it } from 'vitest'
import { pdfEmbeddedFiles, pdfText } from '../../test/pdf-text'
import { renderInvoice, type InvoiceInput } from './index'
import { invoiceQrPayload } from './invoice-payment'
import { invoice } from './invoice-fixture'

interface Placed {
  str: string
  left: number
  right: number
}

/** Every text run on the first page with its left and right edge, as a viewer places it. */
async function placedText(pdf: Uint8Array): Promise<Placed[]> {
  const doc = await getDocumentProxy(new Uint8Array(pdf))
  const page = await doc.getPage(1)
  const { items } = await page.getTextContent()
  return items.flatMap((item) =>
    'str' in item && item.str.trim()
      ? [{ str: item.str.trim(), left: item.transform[4], right: item.transform[4] + item.width }]
      : [],
  )
}

const german: InvoiceInput = {
  ...invoice,
  buyer: { ...invoice.buyer, country: 'DE', vatId: null },
  category: 'S',
  rateBp: 1900,
  netCents: 26000,
  vatCents: 4940,
}

const flat = (text: string) => text.replace(/\s+/g, ' ')

describe('invoice layout and payment', () => {
  it('puts net, VAT and total in the amount column, right of the unit prices', async () => {
    const placed = await placedText(await renderInvoice(german, 'en'))
    const find = (str: string) => {
      const hit = placed.find((p) => p.str === str)
      expect(hit, str).toBeDefined()
      return hit!
    }
    const amountColumn = find('Net')
    const unitPrice = find('Unit price')
    for (const sum of ['€260.00', '€49.40', '€309.40']) {
      const cell = find(sum)
      expect(Math.abs(cell.right - amountColumn.right)).toBeLessThan(1)
      expect(cell.left).toBeGreaterThan(unitPrice.right)
    }
  })

  it("prints the seller's bank details, the payment reference and a GiroCode", async () => {
    const pdf = await renderInvoice(german, 'de')
    const text = flat(await pdfText(pdf))
    for (const fact of [
      'Zahlung per Überweisung',
      'IBAN DE89 3704 0044 0532 0130 00',
      'BIC COBADEFFXXX',
      'Bank Commerzbank',
      'Verwendungszweck RE-2026-000001',
      'Zahlbetrag 309,40 €',
      'GiroCode',
    ]) {
      expect(text).toContain(fact)
    }
    expect(invoiceQrPayload(german).split('\n')).toEqual([
      'BCD',
      '002',
      '1',
      'SCT',
      'COBADEFFXXX',
      'Kelp GmbH',
      'DE89370400440532013000',
      'EUR309.40',
      '',
      '',
      'RE-2026-000001',
    ])
  })

  it('carries the same payment means in the e-invoice, due 30 days after issue', async () => {
    const [xml] = pdfEmbeddedFiles(await renderInvoice(german, 'en'))
    expect(xml).toContain('<ram:TypeCode>58</ram:TypeCode>')
    expect(xml).toContain('<ram:IBANID>DE89370400440532013000</ram:IBANID>')
    expect(xml).toContain('<ram:PaymentReference>RE-2026-000001</ram:PaymentReference>')
    expect(xml).toContain('<ram:BICID>COBADEFFXXX</ram:BICID>')
    expect(xml).toMatch(/DueDateDateTime>\s*<udt:DateTimeString format="102">20260413</)
  })

  it('asks for no payment on a credit note', async () => {
    const credit: InvoiceInput = {
      ...german,
      kind: 'credit_note',
      number: 'GS-2026-000001',
      paymentReference: null,
      corrects: { number: 'RE-2026-000001', issuedOn: '2026-03-14' },
    }
    const pdf = await renderInvoice(credit, 'en')
    expect(flat(await pdfText(pdf))).not.toContain('IBAN')
    const [xml] = pdfEmbeddedFiles(pdf)
    expect(xml).not.toContain('IBANID')
  })
})
