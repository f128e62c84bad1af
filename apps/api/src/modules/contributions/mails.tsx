import type { Locale } from '@kelp/core/http'
import { A, Action, Bullets, P, type MailDraft } from '../../lib/mail'
import { formatMoney, formatTonnes } from '../../lib/format'
import type { RetiredPart } from './retirement'

export const money = (locale: Locale, cents: number, currency: string) =>
  formatMoney(cents, currency.toUpperCase(), locale)

/** Contributions count kilograms; the default three fraction digits keep whole kilograms. */
export const tonnes = (locale: Locale, kg: number) => formatTonnes(kg / 1_000, locale)

/** A page of the web app in the given language (English has no prefix). */
export function webUrl(origin: string, locale: Locale, pathAndQuery: string): string {
  return `${origin.replace(/\/$/, '')}${locale === 'de' ? '/de' : ''}${pathAndQuery}`
}

const signature = (de: boolean) => <P>{de ? 'Ihr Kelp-Team' : 'Your Kelp team'}</P>

export function magicLinkMail(to: string, locale: Locale, link: string): MailDraft {
  const de = locale === 'de'
  return {
    to,
    locale,
    subject: de ? 'Ihr Link zum Beitrags-Dashboard' : 'Your contribution dashboard link',
    body: (
      <>
        <P>{de ? 'Hallo,' : 'Hello,'}</P>
        <P>
          {de
            ? 'mit diesem Link öffnen Sie Ihr Kelp-Beitrags-Dashboard. Er ist 30 Minuten gültig und funktioniert einmal:'
            : 'use this link to open your Kelp contribution dashboard. It is valid for 30 minutes and works once:'}
        </P>
        <Action href={link} label={de ? 'Dashboard öffnen' : 'Open the dashboard'} />
        <P>
          {de
            ? 'Wenn Sie diesen Link nicht angefordert haben, können Sie diese E-Mail ignorieren.'
            : 'If you did not ask for this link, you can ignore this e-mail.'}
        </P>
        {signature(de)}
      </>
    ),
  }
}

export interface ReceiptMailInput {
  to: string
  locale: Locale
  amountCents: number
  currency: string
  kg: number
  certificateNumber: string
  parts: RetiredPart[]
  certificateUrl: string
  dashboardUrl: string
}

export function receiptMail(r: ReceiptMailInput): MailDraft {
  const de = r.locale === 'de'
  const amount = money(r.locale, r.amountCents, r.currency)
  const retired = tonnes(r.locale, r.kg)
  return {
    to: r.to,
    locale: r.locale,
    subject: de
      ? `Beleg für Ihren Klimabeitrag (${r.certificateNumber})`
      : `Receipt for your climate contribution (${r.certificateNumber})`,
    body: (
      <>
        <P>{de ? 'Hallo,' : 'Hello,'}</P>
        <P>
          {de
            ? `vielen Dank für Ihren Klimabeitrag von ${amount}. Dafür wurden ${retired} stillgelegt:`
            : `thank you for your climate contribution of ${amount}. It retired ${retired}:`}
        </P>
        <Bullets items={r.parts.map((p) => `${p.name}: ${tonnes(r.locale, p.kg)}`)} />
        <P>
          {de ? 'Ihr Stilllegungszertifikat ' : 'Your retirement certificate '}
          <A href={r.certificateUrl}>{r.certificateNumber}</A>
        </P>
        <Action
          href={r.dashboardUrl}
          label={
            de
              ? 'Beitrags-Dashboard öffnen (Link 30 Minuten gültig)'
              : 'Open your contribution dashboard (link valid for 30 minutes)'
          }
        />
        {signature(de)}
      </>
    ),
  }
}
