import type { Locale } from '@kelp/core/http'
import { formatDate, formatTonnes } from '../../lib/format'
import { BRAND, drawRows, renderPdf, type PdfOptions } from './render'

export interface CertificateData {
  certificateNumber: string
  companyName: string
  beneficiary: string
  tonnes: number
  retiredOn: string
  projectName: string
  registry: string | null
  registryId: string | null
  /** The project's public page at its registry. */
  registryUrl: string | null
  countryLabel: string
  vintage: number
  /** The registry's serial range and retirement reference: null until an operator records them. */
  serialStart: string | null
  serialEnd: string | null
  registryReference: string | null
  /** Demo data: the certificate says so. */
  demo?: boolean
}

const TEXT = {
  en: {
    title: 'Retirement certificate',
    intro: (b: string) =>
      `This certifies that carbon credits were permanently retired on behalf of ${b}.`,
    number: 'Certificate number',
    beneficiary: 'Beneficiary',
    retiredBy: 'Retired by',
    amount: 'Credits retired',
    date: 'Retirement date',
    project: 'Project',
    location: 'Location',
    vintage: 'Vintage',
    registry: 'Registry',
    serials: 'Registry serial range',
    reference: 'Registry retirement reference',
    awaiting: 'Awaiting registry confirmation',
    unlisted: 'Not listed at a registry',
    demo: 'Demo data: not a real retirement.',
    footer:
      'Retired credits cannot be sold or used again. Verify the serial range in the registry named above.',
  },
  de: {
    title: 'Stilllegungszertifikat',
    intro: (b: string) =>
      `Hiermit wird bestätigt, dass CO2-Zertifikate im Namen von ${b} dauerhaft stillgelegt wurden.`,
    number: 'Zertifikatsnummer',
    beneficiary: 'Begünstigter',
    retiredBy: 'Stillgelegt durch',
    amount: 'Stillgelegte Zertifikate',
    date: 'Datum der Stilllegung',
    project: 'Projekt',
    location: 'Standort',
    vintage: 'Jahrgang',
    registry: 'Register',
    serials: 'Seriennummernbereich im Register',
    reference: 'Stilllegungsreferenz im Register',
    awaiting: 'Bestätigung durch das Register ausstehend',
    unlisted: 'Bei keinem Register gelistet',
    demo: 'Demodaten: keine echte Stilllegung.',
    footer:
      'Stillgelegte Zertifikate können weder verkauft noch erneut verwendet werden. Prüfen Sie den Seriennummernbereich im oben genannten Register.',
  },
} as const

/** The certificate of one retirement (en/de). */
export function renderCertificate(data: CertificateData, locale: Locale, options?: PdfOptions) {
  const t = TEXT[locale]
  return renderPdf(
    (doc) => {
      doc.fillColor(BRAND).font('Helvetica-Bold').fontSize(24).text('Kelp')
      doc.moveDown(0.5).fillColor('#111111').fontSize(20).text(t.title)
      doc.moveDown(0.5).font('Helvetica').fontSize(11).text(t.intro(data.beneficiary))
      doc.moveDown()
      drawRows(doc, [
        [t.number, data.certificateNumber],
        [t.beneficiary, data.beneficiary],
        [t.retiredBy, data.companyName],
        [t.amount, formatTonnes(data.tonnes, locale)],
        [t.date, formatDate(data.retiredOn, locale)],
        [t.project, data.projectName],
        [t.location, data.countryLabel],
        [t.vintage, String(data.vintage)],
        [t.registry, data.registry ? `${data.registry} (${data.registryId})` : t.unlisted],
        ...(data.registryUrl ? [['', data.registryUrl] as [string, string]] : []),
        [
          t.serials,
          data.serialStart && data.serialEnd
            ? `${data.serialStart} – ${data.serialEnd}`
            : t.awaiting,
        ],
        [t.reference, data.registryReference ?? t.awaiting],
      ])
      if (data.demo) doc.moveDown().font('Helvetica-Bold').fontSize(11).text(t.demo, 56)
      doc.moveDown().font('Helvetica').fontSize(9).fillColor('#555555').text(t.footer, 56)
    },
    `${t.title} ${data.certificateNumber}`,
    options,
  )
}
