import PDFDocument from 'pdfkit'
import type { Locale } from '@kelp/core/http'
import { formatDate } from '../../lib/format'
import { money, tonnes } from './mails'

export interface CertificateData {
  locale: Locale
  certificateNumber: string
  invoiceId: string
  paidAt: Date
  email: string
  amountCents: number
  currency: string
  kg: number
  shortfallKg: number
  portfolio: 'germany' | 'international'
  frequency: string
  /** Retired shares per project, with the registry that issues its credits. */
  parts: { name: string; kg: number; registry: string | null; registryId: string | null }[]
}

const T = {
  en: {
    title: 'Retirement certificate',
    intro:
      'Kelp confirms that the following issued carbon credits were taken out of sale and are being retired at their registry on behalf of',
    number: 'Certificate number',
    date: 'Date',
    contribution: 'Contribution',
    retired: 'Retired in total',
    portfolio: 'Portfolio',
    project: 'Project',
    amount: 'Retired',
    portfolios: {
      germany: 'Europe & North America portfolio',
      international: 'International portfolio',
    },
    awaiting: 'awaiting registry confirmation',
    frequency: { monthly: 'monthly contribution', 'once-off': 'once-off contribution' },
    shortfall: 'Still to be retired as soon as credits are available',
    footer: 'Retired credits are removed from Kelp’s inventory and cannot be sold again.',
    invoice: 'Invoice',
  },
  de: {
    title: 'Stilllegungszertifikat',
    intro:
      'Kelp bestätigt, dass die folgenden ausgegebenen CO2-Zertifikate aus dem Verkauf genommen wurden und in ihrem Register stillgelegt werden im Namen von',
    number: 'Zertifikatsnummer',
    date: 'Datum',
    contribution: 'Beitrag',
    retired: 'Insgesamt stillgelegt',
    portfolio: 'Portfolio',
    project: 'Projekt',
    amount: 'Stillgelegt',
    portfolios: {
      germany: 'Portfolio Europa & Nordamerika',
      international: 'Internationales Portfolio',
    },
    awaiting: 'Bestätigung durch das Register ausstehend',
    frequency: { monthly: 'monatlicher Beitrag', 'once-off': 'einmaliger Beitrag' },
    shortfall: 'Wird stillgelegt, sobald wieder Zertifikate verfügbar sind',
    footer:
      'Stillgelegte Zertifikate werden aus dem Bestand von Kelp entfernt und nicht erneut verkauft.',
    invoice: 'Rechnung',
  },
} as const

/** Renders the one-page certificate of a paid invoice (pdfkit, A4). */
export function renderCertificate(d: CertificateData): Promise<Buffer> {
  const t = T[d.locale]
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `${t.title} ${d.certificateNumber}` },
  })
  const chunks: Buffer[] = []
  doc.on('data', (c: Buffer) => chunks.push(c))
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))))

  const date = formatDate(d.paidAt, d.locale)
  doc.fillColor('#0b3d2e').font('Helvetica-Bold').fontSize(26).text('Kelp')
  doc.moveDown(0.5).fontSize(20).text(t.title)
  doc.moveDown().fillColor('#222').font('Helvetica').fontSize(11).text(t.intro)
  doc.moveDown(0.3).font('Helvetica-Bold').fontSize(13).text(d.email)
  doc.moveDown()
  const rows: [string, string][] = [
    [t.number, d.certificateNumber],
    [t.date, date],
    [
      t.contribution,
      `${money(d.locale, d.amountCents, d.currency)} (${t.frequency[d.frequency as 'monthly'] ?? d.frequency})`,
    ],
    [t.portfolio, t.portfolios[d.portfolio]],
    [t.retired, tonnes(d.locale, d.kg)],
  ]
  for (const [label, value] of rows) {
    doc.font('Helvetica').fontSize(10).fillColor('#555').text(label)
    doc.font('Helvetica-Bold').fontSize(12).fillColor('#222').text(value).moveDown(0.4)
  }
  doc.moveDown().font('Helvetica-Bold').fontSize(12).text(`${t.project} — ${t.amount}`)
  doc.font('Helvetica').fontSize(11)
  for (const p of d.parts) {
    doc.moveDown(0.3).font('Helvetica').fontSize(11).fillColor('#222')
    doc.text(`${p.name} — ${tonnes(d.locale, p.kg)}`)
    doc.fontSize(9).fillColor('#555').text(`${p.registry} ${p.registryId} — ${t.awaiting}`)
  }
  if (d.shortfallKg > 0)
    doc.moveDown(0.4).text(`${t.shortfall}: ${tonnes(d.locale, d.shortfallKg)}`)
  doc.moveDown(2).fontSize(9).fillColor('#555').text(t.footer)
  doc.text(`${t.invoice} ${d.invoiceId}`)
  doc.end()
  return done
}
