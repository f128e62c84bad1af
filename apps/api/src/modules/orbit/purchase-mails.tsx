import type { Locale } from '@kelp/core/http'
import type { Order } from '@kelp/core/orbit'
import { Action, Bullets, P, type MailDraft } from '../../lib/mail'
import { formatMoney, formatTonnes } from '../../lib/format'

/** The receipt of a paid (or on-invoice) self-service purchase: delivered, retire at once. */
export function purchaseReceiptMail(
  to: string,
  locale: Locale,
  order: Order,
  invoiceNumber: string,
  link: string,
): MailDraft {
  const de = locale === 'de'
  const money = (c: number) => formatMoney(c, order.currency, locale)
  const onInvoice = order.payment?.method === 'invoice'
  const lines = order.items.map(
    (i) =>
      `${i.projectName} (${de ? 'Jahrgang' : 'vintage'} ${i.vintage}): ${formatTonnes(i.tonnes, locale)} × ${money(i.priceCents)}`,
  )
  const due = money(order.payment?.amountDueCents ?? order.totalCents)
  return {
    to,
    locale,
    subject: de
      ? `Ihr Kauf ${order.number}: Zertifikate geliefert, Rechnung ${invoiceNumber}`
      : `Your purchase ${order.number}: credits delivered, invoice ${invoiceNumber}`,
    body: (
      <>
        <P>
          {de
            ? `Vielen Dank für Ihren Kauf. Die Zertifikate liegen jetzt im Bestand Ihres Unternehmens und können sofort stillgelegt werden.`
            : `Thank you for your purchase. The credits are now in your company's holdings and can be retired right away.`}
        </P>
        <Bullets items={lines} />
        <P>
          {onInvoice
            ? de
              ? `Rechnung ${invoiceNumber} über ${due} (inkl. USt.) ist zahlbar innerhalb von 30 Tagen.`
              : `Invoice ${invoiceNumber} for ${due} (incl. VAT) is payable within 30 days.`
            : de
              ? `Bezahlt: ${due} (inkl. USt.). Rechnung ${invoiceNumber} liegt im Portfolio Manager.`
              : `Paid: ${due} (incl. VAT). Invoice ${invoiceNumber} is in the Portfolio Manager.`}
        </P>
        <Action href={link} label={de ? 'Zum Portfolio Manager' : 'Open the Portfolio Manager'} />
      </>
    ),
  }
}
