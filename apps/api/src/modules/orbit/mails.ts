import type { Locale } from '@kelp/core/http'
import type { Offer, Order } from '@kelp/core/orbit'
import type { MailMessage } from '../../adapters/mail'
import { formatDate, formatMoney, formatTonnes } from '../../lib/format'

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

export function plainMail(to: string, subject: string, lines: string[]): MailMessage {
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1a1a1a">${lines
    .map((l) => `<p>${escape(l)}</p>`)
    .join('')}<p>Kelp</p></body></html>`
  return { to, subject, text: [...lines, '', 'Kelp'].join('\n'), html }
}

/** Confirms a placed order with its lines and prices (en/de). */
export function orderConfirmationMail(to: string, locale: Locale, order: Order): MailMessage {
  const money = (c: number) => formatMoney(c, order.currency, locale)
  const lines = order.items.map(
    (i) =>
      `${i.projectName} (${locale === 'de' ? 'Jahrgang' : 'vintage'} ${i.vintage}): ${formatTonnes(i.tonnes, locale)} × ${money(i.priceCents)} = ${money(i.lineTotalCents)}`,
  )
  return locale === 'de'
    ? plainMail(to, `Ihre Bestellung ${order.number} ist eingegangen`, [
        `Vielen Dank für Ihre Bestellung ${order.number}.`,
        ...lines,
        `Summe: ${money(order.totalCents)} (zzgl. Gebühren laut Angebot).`,
        'Wir prüfen die Verfügbarkeit und senden Ihnen ein Angebot, das Sie im Portfolio Manager annehmen können.',
      ])
    : plainMail(to, `We received your order ${order.number}`, [
        `Thank you for your order ${order.number}.`,
        ...lines,
        `Total: ${money(order.totalCents)} (plus fees as stated in the offer).`,
        'We are checking availability and will send you an offer that you can accept in the Portfolio Manager.',
      ])
}

/** Tells a company admin that an offer waits in the Portfolio Manager (en/de). */
export function offerReadyMail(
  to: string,
  locale: Locale,
  offer: Offer,
  link: string,
): MailMessage {
  const money = (c: number) => formatMoney(c, offer.currency, locale)
  const until = formatDate(new Date(offer.validUntil), locale)
  return locale === 'de'
    ? plainMail(to, `Ihr Angebot zu Bestellung ${offer.orderNumber} liegt bereit`, [
        `Kelp hat Ihnen ein Angebot über ${money(offer.totalCents)} (inkl. ${offer.feeLabel}: ${money(offer.feeCents)}) gemacht.`,
        `Es gilt bis zum ${until}. Sie können es im Portfolio Manager annehmen: ${link}`,
      ])
    : plainMail(to, `Your offer for order ${offer.orderNumber} is ready`, [
        `Kelp has made you an offer of ${money(offer.totalCents)} (including ${offer.feeLabel}: ${money(offer.feeCents)}).`,
        `It is valid until ${until}. You can accept it in the Portfolio Manager: ${link}`,
      ])
}
