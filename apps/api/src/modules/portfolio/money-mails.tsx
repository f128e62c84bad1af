import type { Locale } from '@kelp/core/http'
import { Action, P, type MailDraft } from '../../lib/mail'
import { formatDate, formatMoney, formatTonnes } from '../../lib/format'

const signature = (de: boolean) => <P>{de ? 'Ihr Kelp-Team' : 'Your Kelp team'}</P>

/** Where the same document is kept, for a reader whose link has been lost or forwarded. */
const alsoInPortfolio = (de: boolean) => (
  <P>
    {de
      ? 'Sie finden das Dokument jederzeit auch im Kelp Portfolio Manager unter „Dokumente“.'
      : 'You can also find it at any time in the Kelp Portfolio Manager under “Documents”.'}
  </P>
)

export interface OfferAcceptedMailInput {
  to: string
  locale: Locale
  orderNumber: string
  invoiceNumber: string
  tonnes: number
  currency: string
  netCents: number
  vatCents: number
  /** The signed link that opens the invoice PDF. */
  invoiceUrl: string
}

/** To the admin who accepted an offer: the purchase is booked, with its invoice. */
export function offerAcceptedMail(m: OfferAcceptedMailInput): MailDraft {
  const de = m.locale === 'de'
  const total = formatMoney(m.netCents + m.vatCents, m.currency, m.locale)
  const net = formatMoney(m.netCents, m.currency, m.locale)
  const vat = formatMoney(m.vatCents, m.currency, m.locale)
  const tonnes = formatTonnes(m.tonnes, m.locale)
  return {
    to: m.to,
    locale: m.locale,
    subject: de
      ? `Angebot angenommen: Rechnung ${m.invoiceNumber}`
      : `Offer accepted: invoice ${m.invoiceNumber}`,
    preview: de ? `${tonnes} für ${total}` : `${tonnes} for ${total}`,
    body: (
      <>
        <P>{de ? 'Hallo,' : 'Hello,'}</P>
        <P>
          {de
            ? `Sie haben das Angebot zur Bestellung ${m.orderNumber} angenommen. ${tonnes} sind Ihrem Portfolio gutgeschrieben.`
            : `you accepted the offer for order ${m.orderNumber}. ${tonnes} are now in your portfolio.`}
        </P>
        <P>
          {de
            ? `Rechnung ${m.invoiceNumber}: netto ${net}, Umsatzsteuer ${vat}, gesamt ${total}.`
            : `Invoice ${m.invoiceNumber}: net ${net}, VAT ${vat}, total ${total}.`}
        </P>
        <Action
          href={m.invoiceUrl}
          label={de ? `Rechnung ${m.invoiceNumber} (PDF)` : `Invoice ${m.invoiceNumber} (PDF)`}
        />
        {alsoInPortfolio(de)}
        {signature(de)}
      </>
    ),
  }
}

export interface RetirementMailInput {
  to: string
  locale: Locale
  certificateNumber: string
  projectName: string
  vintage: number
  tonnes: number
  beneficiary: string
  /** The signed link that opens the certificate PDF. */
  certificateUrl: string
  /** For a confirmed retirement: the registry's serials and reference. */
  registry?: { serialStart: string; serialEnd: string; reference: string; confirmedAt: Date }
}

/** A retirement was requested (to the requester) or confirmed by the registry (to admins). */
export function retirementMail(m: RetirementMailInput): MailDraft {
  const de = m.locale === 'de'
  const tonnes = formatTonnes(m.tonnes, m.locale)
  const what = `${tonnes}, ${m.projectName} (${m.vintage})`
  const r = m.registry
  return {
    to: m.to,
    locale: m.locale,
    subject: r
      ? de
        ? `Stilllegung bestätigt: ${m.certificateNumber}`
        : `Retirement confirmed: ${m.certificateNumber}`
      : de
        ? `Stilllegung beantragt: ${m.certificateNumber}`
        : `Retirement requested: ${m.certificateNumber}`,
    body: (
      <>
        <P>{de ? 'Hallo,' : 'Hello,'}</P>
        {r ? (
          <P>
            {de
              ? `das Register hat am ${formatDate(r.confirmedAt, m.locale)} die Stilllegung von ${what} im Namen von ${m.beneficiary} bestätigt: Seriennummern ${r.serialStart} bis ${r.serialEnd}, Referenz ${r.reference}. Das Zertifikat nennt sie jetzt.`
              : `the registry confirmed on ${formatDate(r.confirmedAt, m.locale)} the retirement of ${what} on behalf of ${m.beneficiary}: serials ${r.serialStart} to ${r.serialEnd}, reference ${r.reference}. The certificate now names them.`}
          </P>
        ) : (
          <P>
            {de
              ? `die Stilllegung von ${what} im Namen von ${m.beneficiary} ist beantragt. Die Gutschriften sind aus Ihrem Bestand genommen; das Zertifikat vermerkt, dass die Bestätigung des Registers aussteht. Sobald das Register die Seriennummern meldet, erhalten Sie eine weitere E-Mail.`
              : `the retirement of ${what} on behalf of ${m.beneficiary} is requested. The credits have left your holdings; the certificate says it awaits the registry's confirmation. You will get another e-mail once the registry reports the serial numbers.`}
          </P>
        )}
        <Action
          href={m.certificateUrl}
          label={
            de
              ? `Zertifikat ${m.certificateNumber} (PDF)`
              : `Certificate ${m.certificateNumber} (PDF)`
          }
        />
        {alsoInPortfolio(de)}
        {signature(de)}
      </>
    ),
  }
}
