import type { Locale } from '@kelp/core/http'
import { countryName, formatDate } from '../../lib/format'
import { CONTENT_WIDTH, COLOUR, drawHeader, drawNote, drawRows, LEFT } from './brand'
import { attachEInvoice } from './e-invoice'
import { FONT } from './fonts'
import type { InvoiceInput } from './invoice-input'
import { drawPayment } from './invoice-payment'
import { drawInvoiceTable } from './invoice-table'
import { INVOICE_TEXT } from './invoice-text'
import { renderPdf } from './render'

type Party = InvoiceInput['buyer']

function address(p: Party, locale: Locale, vatLabel: string): string {
  const lines = [p.name, p.street, `${p.postcode} ${p.city}`, countryName(p.country, locale)]
  if (p.vatId) lines.push(`${vatLabel} ${p.vatId}`)
  return lines.join('\n')
}

/**
 * An invoice or credit note with what German VAT law asks an invoice to state, and the same
 * facts as an embedded EN 16931 e-invoice (ZUGFeRD / Factur-X).
 */
export async function renderInvoice(data: InvoiceInput, locale: Locale): Promise<Buffer> {
  const t = INVOICE_TEXT[locale]
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
      drawInvoiceTable(doc, data, locale)
      if (t[data.category])
        doc.moveDown(0.5).font(FONT.bold).fontSize(9.5).text(t[data.category], LEFT)
      doc.moveDown()
      if (data.kind === 'invoice') {
        drawNote(doc, t.terms)
        doc.moveDown()
        drawPayment(doc, data, locale)
        doc.moveDown()
      }
      doc.moveDown(0.3)
      drawNote(doc, t.eInvoice)
    },
    { title, lang: locale },
  )
  return attachEInvoice(pdf, data, locale)
}
