import type { Locale } from '@kelp/core/http'
import { formatDate, formatMoney, formatTonnes } from '../../lib/format'
import { BRAND, drawRows, renderPdf, type PdfOptions } from './render'

export interface InvoiceData {
  invoiceNumber: string
  orderNumber: string
  issuedAt: Date
  company: { name: string; domain: string }
  currency: string
  lines: { projectName: string; vintage: number; tonnes: number; priceCents: number }[]
  subtotalCents: number
  feeLabel: string
  feeCents: number
  totalCents: number
}

const TEXT = {
  en: {
    title: 'Invoice',
    number: 'Invoice number',
    order: 'Order',
    date: 'Date',
    billedTo: 'Billed to',
    line: (p: string, v: number) => `${p}, vintage ${v}`,
    credits: 'Carbon credits',
    subtotal: 'Credits subtotal',
    total: 'Total due',
    terms:
      'Payable within 30 days of the invoice date. The credits are held in your Kelp portfolio and can be retired at any time.',
  },
  de: {
    title: 'Rechnung',
    number: 'Rechnungsnummer',
    order: 'Bestellung',
    date: 'Datum',
    billedTo: 'Rechnungsempfänger',
    line: (p: string, v: number) => `${p}, Jahrgang ${v}`,
    credits: 'CO2-Zertifikate',
    subtotal: 'Zwischensumme Zertifikate',
    total: 'Gesamtbetrag',
    terms:
      'Zahlbar innerhalb von 30 Tagen nach Rechnungsdatum. Die Zertifikate liegen in Ihrem Kelp-Portfolio und können jederzeit stillgelegt werden.',
  },
} as const

/** The invoice for an accepted offer (en/de). */
export function renderInvoice(data: InvoiceData, locale: Locale, options?: PdfOptions) {
  const t = TEXT[locale]
  const money = (cents: number) => formatMoney(cents, data.currency, locale)
  return renderPdf(
    (doc) => {
      doc.fillColor(BRAND).font('Helvetica-Bold').fontSize(24).text('Kelp')
      doc.moveDown(0.5).fillColor('#111111').fontSize(18).text(`${t.title} ${data.invoiceNumber}`)
      doc.moveDown()
      drawRows(doc, [
        [t.number, data.invoiceNumber],
        [t.order, data.orderNumber],
        [t.date, formatDate(data.issuedAt, locale)],
        [t.billedTo, `${data.company.name} (${data.company.domain})`],
      ])
      doc.moveDown().font('Helvetica-Bold').fontSize(12).text(t.credits, 56)
      doc.moveDown(0.5)
      drawRows(
        doc,
        data.lines.map((l) => [
          t.line(l.projectName, l.vintage),
          `${formatTonnes(l.tonnes, locale)} × ${money(l.priceCents)} = ${money(l.tonnes * l.priceCents)}`,
        ]),
      )
      doc.moveDown()
      drawRows(doc, [
        [t.subtotal, money(data.subtotalCents)],
        [data.feeLabel, money(data.feeCents)],
        [t.total, money(data.totalCents)],
      ])
      doc.moveDown().font('Helvetica').fontSize(9).fillColor('#555555').text(t.terms, 56)
    },
    `${t.title} ${data.invoiceNumber}`,
    options,
  )
}
