import type { Locale } from '@kelp/core/http'
import type { Offer, Order } from '@kelp/core/orbit'
import { Action, Bullets, P, type MailDraft } from '../../lib/mail'
import { formatDate, formatMoney, formatTonnes } from '../../lib/format'

/** Confirms a placed order with its lines and prices (en/de). */
export function orderConfirmationMail(to: string, locale: Locale, order: Order): MailDraft {
  const de = locale === 'de'
  const money = (c: number) => formatMoney(c, order.currency, locale)
  const lines = order.items.map(
    (i) =>
      `${i.projectName} (${de ? 'Jahrgang' : 'vintage'} ${i.vintage}): ${formatTonnes(i.tonnes, locale)} × ${money(i.priceCents)} = ${money(i.lineTotalCents)}`,
  )
  return {
    to,
    locale,
    subject: de
      ? `Ihre Bestellung ${order.number} ist eingegangen`
      : `We received your order ${order.number}`,
    body: (
      <>
        <P>
          {de
            ? `Vielen Dank für Ihre Bestellung ${order.number}.`
            : `Thank you for your order ${order.number}.`}
        </P>
        <Bullets items={lines} />
        <P>
          {de
            ? `Summe: ${money(order.totalCents)} (zzgl. Gebühren laut Angebot).`
            : `Total: ${money(order.totalCents)} (plus fees as stated in the offer).`}
        </P>
        <P>
          {de
            ? 'Wir prüfen die Verfügbarkeit und senden Ihnen ein Angebot, das Sie im Portfolio Manager annehmen können.'
            : 'We are checking availability and will send you an offer that you can accept in the Portfolio Manager.'}
        </P>
      </>
    ),
  }
}

/** Tells a company admin that an offer waits in the Portfolio Manager (en/de). */
export function offerReadyMail(to: string, locale: Locale, offer: Offer, link: string): MailDraft {
  const de = locale === 'de'
  const money = (c: number) => formatMoney(c, offer.currency, locale)
  const until = formatDate(new Date(offer.validUntil), locale)
  return {
    to,
    locale,
    subject: de
      ? `Ihr Angebot zu Bestellung ${offer.orderNumber} liegt bereit`
      : `Your offer for order ${offer.orderNumber} is ready`,
    body: (
      <>
        <P>
          {de
            ? `Kelp hat Ihnen ein Angebot über ${money(offer.totalCents)} (inkl. ${offer.feeLabel}: ${money(offer.feeCents)}) gemacht.`
            : `Kelp has made you an offer of ${money(offer.totalCents)} (including ${offer.feeLabel}: ${money(offer.feeCents)}).`}
        </P>
        <P>
          {de
            ? `Es gilt bis zum ${until}. Sie können es im Portfolio Manager annehmen.`
            : `It is valid until ${until}. You can accept it in the Portfolio Manager.`}
        </P>
        <Action href={link} label={de ? 'Angebot ansehen' : 'View the offer'} />
      </>
    ),
  }
}
