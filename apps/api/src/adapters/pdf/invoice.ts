import type { Locale } from '@kelp/core/http'
import { countryName, formatDate, formatMoney } from '../../lib/format'
import { CONTENT_WIDTH, COLOUR, drawHeader, drawNote, drawRows, LEFT } from './brand'
import { attachEInvoice } from './e-invoice'
import { FONT } from './fonts'
import type { InvoiceInput } from './invoice-input'
import { INVOICE_TEXT } from './invoice-text'
import { renderPdf } from './render'

type Party = InvoiceInput['buyer']

function address(p: Party, locale: Locale, vatLabel: string): string {
  const lines = [p.name, p.street, `${p.postcode} ${p.city}`, countryName(p.country, locale)]
  if (p.vatId) lines.push(`${vatLabel} ${p.vatId}`)
  return lines.join('\n')
}

const COLUMNS = [0, 250, 320, 410] as const

function drawLines(doc: PDFKit.PDFDocument, data: InvoiceInput, locale: Locale) {
  const t = INVOICE_TEXT[locale]
  const money = (cents: number) => formatMoney(cents, data.currency, locale)
  const number = new Intl.NumberFormat(locale === 'de' ? 'de-DE' : 'en-GB')
  const cells = (values: string[], bold: boolean) => {
    const y = doc.y
    let bottom = y
    doc
      .font(bold ? FONT.bold : FONT.regular)
      .fontSize(9.5)
      .fillColor(COLOUR.text)
    values.forEach((value, i) => {
      const x = LEFT + COLUMNS[i]!
      const width = (COLUMNS[i + 1] ?? CONTENT_WIDTH) - COLUMNS[i]! - 8
      doc.text(value, x, y, { width, align: i === 0 ? 'left' : 'right' })
      bottom = Math.max(bottom, doc.y)
    })
    doc.x = LEFT
    doc.y = bottom + 4
  }
  cells([t.description, t.quantity, t.unitPrice, t.amount], true)
  for (const line of data.lines) {
    const qty =
      line.unit === 'TNE'
        ? `${number.format(line.quantity)} ${t.tonnes}`
        : number.format(line.quantity)
    cells([line.description, qty, money(line.unitCents), money(line.netCents)], false)
  }
}

/**
 * An invoice or credit note with what German VAT law asks an invoice to state, and the same
 * facts as an embedded EN 16931 e-invoice (ZUGFeRD / Factur-X).
 */
export async function renderInvoice(data: InvoiceInput, locale: Locale): Promise<Buffer> {
  const t = INVOICE_TEXT[locale]
  const money = (cents: number) => formatMoney(cents, data.currency, locale)
  const rate = `${new Intl.NumberFormat(locale === 'de' ? 'de-DE' : 'en-GB').format(data.rateBp / 100)} %`
  const title = `${t[data.kind]} ${data.number}`
  const pdf = await renderPdf(
    (doc) => {
      drawHeader(doc, title)
      const top = doc.y
      doc.font(FONT.regular).fontSize(8.5).fillColor(COLOUR.muted).text(t.seller, LEFT, top)
      doc.font(FONT.regular).fontSize(9.5).fillColor(COLOUR.text)
      doc.text(address(data.seller, locale, t.vatId), { width: 220 })
      const sellerBottom = doc.y
      doc
        .font(FONT.regular)
        .fontSize(8.5)
        .fillColor(COLOUR.muted)
        .text(t.buyer, LEFT + 260, top)
      doc.font(FONT.bold).fontSize(9.5).fillColor(COLOUR.text)
      doc.text(address(data.buyer, locale, t.vatId), { width: CONTENT_WIDTH - 260 })
      doc.x = LEFT
      doc.y = Math.max(sellerBottom, doc.y) + 12
      const facts: [string, string][] = [
        [t.number, data.number],
        [t.issued, formatDate(data.issuedOn, locale)],
        [t.supplied, formatDate(data.suppliedOn, locale)],
        [t.order, data.orderNumber],
      ]
      if (data.corrects) {
        facts.push([
          '',
          t.corrects(data.corrects.number, formatDate(data.corrects.issuedOn, locale)),
        ])
      }
      if (data.reason) facts.push([t.reason, data.reason])
      drawRows(doc, facts, 130)
      doc.moveDown(0.5)
      drawLines(doc, data, locale)
      doc.moveDown(0.5)
      drawRows(
        doc,
        [
          [t.net(rate), money(data.netCents)],
          [t.vat(rate), money(data.vatCents)],
          [data.kind === 'invoice' ? t.gross : t.refund, money(data.netCents + data.vatCents)],
        ],
        330,
      )
      if (t[data.category])
        doc.moveDown(0.5).font(FONT.bold).fontSize(9.5).text(t[data.category], LEFT)
      doc.moveDown()
      if (data.kind === 'invoice') drawNote(doc, t.terms)
      doc.moveDown(0.3)
      drawNote(doc, t.eInvoice)
    },
    { title, lang: locale },
  )
  return attachEInvoice(pdf, data, locale)
}
