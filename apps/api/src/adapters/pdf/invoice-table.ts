import type { Locale } from '@kelp/core/http'
import { formatMoney } from '../../lib/format'
import { CONTENT_WIDTH, COLOUR, LEFT } from './brand'
import { FONT } from './fonts'
import type { InvoiceInput } from './invoice-input'
import { INVOICE_TEXT } from './invoice-text'

/** Left edges of description, quantity, unit price and amount; the amount column ends the row. */
const COLUMNS = [0, 220, 290, 385] as const
const GAP = 8

function rule(doc: PDFKit.PDFDocument, from = 0) {
  const y = doc.y
  doc
    .moveTo(LEFT + from, y)
    .lineTo(LEFT + CONTENT_WIDTH, y)
    .lineWidth(0.6)
    .strokeColor(COLOUR.rule)
    .stroke()
  doc.y = y + 4
}

/** One table row; every value but the description is right-aligned in its column. */
function cells(doc: PDFKit.PDFDocument, values: string[], bold: boolean) {
  const y = doc.y
  let bottom = y
  doc
    .font(bold ? FONT.bold : FONT.regular)
    .fontSize(9.5)
    .fillColor(COLOUR.text)
  values.forEach((value, i) => {
    const x = LEFT + COLUMNS[i]!
    const width = (COLUMNS[i + 1] ?? CONTENT_WIDTH) - COLUMNS[i]! - (i === 3 ? 0 : GAP)
    doc.text(value, x, y, { width, align: i === 0 ? 'left' : 'right' })
    bottom = Math.max(bottom, doc.y)
  })
  doc.x = LEFT
  doc.y = bottom + 4
}

/**
 * The invoice lines and, below them, net, VAT and total in the amount column, so every sum
 * stands under the amounts it adds up and never under the unit prices.
 */
export function drawInvoiceTable(doc: PDFKit.PDFDocument, data: InvoiceInput, locale: Locale) {
  const t = INVOICE_TEXT[locale]
  const money = (cents: number) => formatMoney(cents, data.currency, locale)
  const number = new Intl.NumberFormat(locale === 'de' ? 'de-DE' : 'en-GB')
  const rate = `${number.format(data.rateBp / 100)} %`
  cells(doc, [t.description, t.quantity, t.unitPrice, t.amount], true)
  rule(doc)
  for (const line of data.lines) {
    const qty =
      line.unit === 'TNE'
        ? `${number.format(line.quantity)} ${t.tonnes}`
        : number.format(line.quantity)
    cells(doc, [line.description, qty, money(line.unitCents), money(line.netCents)], false)
  }
  rule(doc, COLUMNS[1])
  const totals: [string, string, boolean][] = [
    [t.net(rate), money(data.netCents), false],
    [t.vat(rate), money(data.vatCents), false],
    [data.kind === 'invoice' ? t.gross : t.refund, money(data.netCents + data.vatCents), true],
  ]
  for (const [label, value, bold] of totals) {
    const y = doc.y
    doc
      .font(bold ? FONT.bold : FONT.regular)
      .fontSize(bold ? 10.5 : 9.5)
      .fillColor(COLOUR.text)
    doc.text(label, LEFT + COLUMNS[1], y, {
      width: COLUMNS[3] - COLUMNS[1] - GAP,
      align: 'right',
    })
    const labelBottom = doc.y
    doc.text(value, LEFT + COLUMNS[3], y, { width: CONTENT_WIDTH - COLUMNS[3], align: 'right' })
    doc.x = LEFT
    doc.y = Math.max(labelBottom, doc.y) + 3
  }
}
