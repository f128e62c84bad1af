import type { Locale } from '@kelp/core/http'
import type { MailMessage } from '../../adapters/mail'
import { formatMoney, formatTonnes } from '../../lib/format'
import type { RetiredPart } from './retirement'

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
const html = (lines: string[]) => lines.map((l) => `<p>${escape(l)}</p>`).join('')

export const money = (locale: Locale, cents: number, currency: string) =>
  formatMoney(cents, currency.toUpperCase(), locale)

/** Contributions count kilograms; the default three fraction digits keep whole kilograms. */
export const tonnes = (locale: Locale, kg: number) => formatTonnes(kg / 1_000, locale)

/** A page of the web app in the given language (English has no prefix). */
export function webUrl(origin: string, locale: Locale, pathAndQuery: string): string {
  return `${origin.replace(/\/$/, '')}${locale === 'de' ? '/de' : ''}${pathAndQuery}`
}

export function magicLinkMail(to: string, locale: Locale, link: string): MailMessage {
  const lines =
    locale === 'de'
      ? [
          'Hallo,',
          'mit diesem Link öffnen Sie Ihr Kelp-Beitrags-Dashboard. Er ist 30 Minuten gültig und funktioniert einmal:',
          link,
          'Wenn Sie diesen Link nicht angefordert haben, können Sie diese E-Mail ignorieren.',
          'Ihr Kelp-Team',
        ]
      : [
          'Hello,',
          'use this link to open your Kelp contribution dashboard. It is valid for 30 minutes and works once:',
          link,
          'If you did not ask for this link, you can ignore this e-mail.',
          'Your Kelp team',
        ]
  return {
    to,
    subject:
      locale === 'de' ? 'Ihr Link zum Beitrags-Dashboard' : 'Your contribution dashboard link',
    text: lines.join('\n\n'),
    html: html(lines),
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

export function receiptMail(r: ReceiptMailInput): MailMessage {
  const de = r.locale === 'de'
  const projects = r.parts.map((p) => `- ${p.name}: ${tonnes(r.locale, p.kg)}`)
  const lines = de
    ? [
        'Hallo,',
        `vielen Dank für Ihren Klimabeitrag von ${money(r.locale, r.amountCents, r.currency)}. Dafür wurden ${tonnes(r.locale, r.kg)} stillgelegt:`,
        ...projects,
        `Ihr Stilllegungszertifikat ${r.certificateNumber}: ${r.certificateUrl}`,
        `Ihr Beitrags-Dashboard (Link 30 Minuten gültig): ${r.dashboardUrl}`,
        'Ihr Kelp-Team',
      ]
    : [
        'Hello,',
        `thank you for your climate contribution of ${money(r.locale, r.amountCents, r.currency)}. It retired ${tonnes(r.locale, r.kg)}:`,
        ...projects,
        `Your retirement certificate ${r.certificateNumber}: ${r.certificateUrl}`,
        `Your contribution dashboard (link valid for 30 minutes): ${r.dashboardUrl}`,
        'Your Kelp team',
      ]
  return {
    to: r.to,
    subject: de
      ? `Beleg für Ihren Klimabeitrag (${r.certificateNumber})`
      : `Receipt for your climate contribution (${r.certificateNumber})`,
    text: lines.join('\n\n'),
    html: html(lines),
  }
}
