import { epcQrPayload, formatIban } from '@kelp/core/orbit'
import type { Locale } from '@kelp/core/http'
import { formatMoney } from '../../lib/format'
import { CONTENT_WIDTH, COLOUR, LEFT } from './brand'
import { FONT } from './fonts'
import type { InvoiceInput } from './invoice-input'
import { INVOICE_TEXT } from './invoice-text'
import { drawQr } from './qr'

const QR_SIZE = 104

/** The GiroCode's content: the seller's account, the gross amount and the payment reference. */
export function invoiceQrPayload(data: InvoiceInput): string {
  return epcQrPayload({
    name: data.seller.name,
    iban: data.seller.bank.iban,
    bic: data.seller.bank.bic,
    amountCents: data.netCents + data.vatCents,
    reference: data.paymentReference ?? data.number,
  })
}

/**
 * How to pay: bank details and payment reference on the left, the EPC QR code (GiroCode) on
 * the right. Only EUR amounts get the code, since SEPA credit transfers are in euros.
 */
export function drawPayment(doc: PDFKit.PDFDocument, data: InvoiceInput, locale: Locale) {
  const t = INVOICE_TEXT[locale]
  const { bank } = data.seller
  const withQr = data.currency === 'EUR'
  if (doc.y + QR_SIZE + 40 > doc.page.height - 56) doc.addPage()
  const top = doc.y
  doc.font(FONT.bold).fontSize(11).fillColor(COLOUR.text).text(t.payment, LEFT, top)
  doc.moveDown(0.3)
  const rows: [string, string][] = [
    [t.amountDue, formatMoney(data.netCents + data.vatCents, data.currency, locale)],
    [t.accountHolder, data.seller.name],
    [t.bank, bank.name],
    [t.iban, formatIban(bank.iban)],
    ...(bank.bic ? [[t.bic, bank.bic] as [string, string]] : []),
    [t.reference, data.paymentReference ?? data.number],
  ]
  const textWidth = CONTENT_WIDTH - (withQr ? QR_SIZE + 24 : 0)
  for (const [label, value] of rows) {
    const y = doc.y
    doc.font(FONT.regular).fontSize(9.5).fillColor(COLOUR.muted)
    doc.text(label, LEFT, y, { width: 110 })
    doc.font(FONT.bold).fillColor(COLOUR.text)
    doc.text(value, LEFT + 120, y, { width: textWidth - 120 })
    doc.x = LEFT
    doc.moveDown(0.2)
  }
  if (!withQr) return
  const x = LEFT + CONTENT_WIDTH - QR_SIZE
  drawQr(doc, invoiceQrPayload(data), x, top, QR_SIZE)
  const textBottom = doc.y
  doc.font(FONT.regular).fontSize(7.5).fillColor(COLOUR.muted)
  doc.text(t.qr, x - 20, top + QR_SIZE + 4, { width: QR_SIZE + 20 })
  doc.x = LEFT
  doc.y = Math.max(textBottom, doc.y)
}
