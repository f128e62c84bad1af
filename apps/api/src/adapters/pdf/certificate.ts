import { certificateState } from '@kelp/core/certificates'
import type { Locale } from '@kelp/core/http'
import { formatDate, formatKg } from '../../lib/format'
import { CONTENT_WIDTH, COLOUR, drawHeader, drawNote, drawRows, LEFT } from './brand'
import type { CertificateInput, CertificateLine } from './certificate-input'
import { CERTIFICATE_TEXT } from './certificate-text'
import { FONT } from './fonts'
import { drawQr } from './qr'
import { renderPdf } from './render'

type Text = (typeof CERTIFICATE_TEXT)[Locale]

function lineRows(line: CertificateLine, t: Text, locale: Locale): [string, string][] {
  const registry = [line.registry, line.registryId].filter(Boolean).join(' · ')
  const rows: [string, string][] = [[t.amount, formatKg(line.kg, locale)]]
  rows.push([t.registry, registry || t.unlisted])
  if (line.vintage !== null) rows.push([t.vintage, String(line.vintage)])
  if (line.status === 'confirmed' && line.serialStart && line.serialEnd) {
    rows.push([t.serials, `${line.serialStart} – ${line.serialEnd}`])
  }
  if (line.status === 'confirmed' && line.registryReference) {
    rows.push([t.reference, line.registryReference])
  } else {
    rows.push([t.status, t.awaiting])
  }
  return rows
}

/**
 * The one certificate of Kelp, for a company's retirement and for a contribution: facts per
 * project, and a QR code with the short address of the public verification page.
 */
export function renderCertificate(data: CertificateInput, locale: Locale, verifyUrl: string) {
  const t = CERTIFICATE_TEXT[locale]
  const totalKg = data.lines.reduce((sum, l) => sum + l.kg, 0)
  // Before the registry confirms, nothing on the certificate may read as a final retirement.
  const confirmed = certificateState(data) === 'confirmed'
  return renderPdf(
    (doc) => {
      drawHeader(doc, t.title, `${t.number} ${data.number}`)
      doc
        .font(FONT.regular)
        .fontSize(11)
        .fillColor(COLOUR.text)
        .text(confirmed ? t.intro : t.introRequested, LEFT)
      doc.moveDown(0.3).font(FONT.bold).fontSize(15).fillColor(COLOUR.brandDark)
      doc.text(data.beneficiary ?? t.noBeneficiary, { width: CONTENT_WIDTH - 120 })
      doc.moveDown()
      const head: [string, string][] = [[t.number, data.number]]
      if (data.retiredBy) head.push([t.retiredBy, data.retiredBy])
      head.push([confirmed ? t.date : t.requestedOn, formatDate(data.retiredOn, locale)])
      head.push([t.status, confirmed ? t.stateConfirmed : t.stateRequested])
      if (data.purpose) head.push([t.purpose, data.purpose])
      head.push([confirmed ? t.total : t.totalRequested, formatKg(totalKg, locale)])
      if (data.pendingKg > 0) head.push([t.pending, formatKg(data.pendingKg, locale)])
      drawRows(doc, head)
      if (data.demo) {
        doc.moveDown(0.4).font(FONT.bold).fontSize(11).fillColor(COLOUR.text)
        doc.text(t.demo, LEFT)
      }
      for (const line of data.lines) {
        doc.moveDown(0.4).font(FONT.bold).fontSize(12).fillColor(COLOUR.brandDark)
        doc.text(line.projectName, LEFT, doc.y, { width: CONTENT_WIDTH })
        doc.moveDown(0.3)
        drawRows(doc, lineRows(line, t, locale))
      }
      const qrSize = 96
      if (doc.y + qrSize + 60 > doc.page.height - 56) doc.addPage()
      const top = doc.y + 8
      drawQr(doc, verifyUrl, LEFT, top, qrSize)
      const textX = LEFT + qrSize + 16
      doc
        .font(FONT.bold)
        .fontSize(10)
        .fillColor(COLOUR.text)
        .text(t.verify, textX, top + 24)
      // One line, never wrapped, so the address can be copied and read back in one piece.
      doc.font(FONT.regular).fontSize(8).fillColor(COLOUR.brand)
      const width = doc.widthOfString(verifyUrl) + 1
      doc.text(verifyUrl, textX, doc.y + 2, { link: verifyUrl, lineBreak: false, width })
      doc.x = LEFT
      doc.y = top + qrSize + 12
      drawNote(doc, confirmed ? t.footer : t.footerRequested)
    },
    { title: `${t.title} ${data.number}`, lang: locale },
  )
}
