import type { Locale } from '@kelp/core/http'
import { Action, P, type MailDraft } from '../../lib/mail'
import { formatDate } from '../../lib/format'
import { money } from './mails'

const signature = (de: boolean) => <P>{de ? 'Ihr Kelp-Team' : 'Your Kelp team'}</P>

/** The dashboard button: a single-use link, and where to get a new one once it has lapsed. */
const dashboard = (de: boolean, url: string) => (
  <>
    <Action
      href={url}
      label={
        de
          ? 'Beitrags-Dashboard öffnen (Link 30 Minuten gültig)'
          : 'Open your contribution dashboard (link valid for 30 minutes)'
      }
    />
    <P>
      {de
        ? 'Ist der Link abgelaufen, fordern Sie auf der Dashboard-Seite mit Ihrer E-Mail-Adresse einen neuen an.'
        : 'If the link has expired, ask for a new one with your e-mail address on the dashboard page.'}
    </P>
  </>
)

const notYou = (de: boolean) => (
  <P>
    {de
      ? 'Waren Sie das nicht? Antworten Sie auf diese E-Mail, dann sehen wir uns das an.'
      : 'Was this not you? Reply to this e-mail and we will look into it.'}
  </P>
)

interface Base {
  to: string
  locale: Locale
  currency: string
  dashboardUrl: string
}

/** The monthly amount changed (the provider confirmed the new price). */
export function contributionChangedMail(
  m: Base & { oldCents: number; newCents: number; nextBillingAt: Date | null },
): MailDraft {
  const de = m.locale === 'de'
  const from = money(m.locale, m.oldCents, m.currency)
  const to = money(m.locale, m.newCents, m.currency)
  const next = m.nextBillingAt ? formatDate(m.nextBillingAt, m.locale) : null
  return {
    to: m.to,
    locale: m.locale,
    subject: de
      ? `Ihr monatlicher Klimabeitrag beträgt jetzt ${to}`
      : `Your monthly climate contribution is now ${to}`,
    body: (
      <>
        <P>{de ? 'Hallo,' : 'Hello,'}</P>
        <P>
          {de
            ? `Ihr monatlicher Klimabeitrag wurde von ${from} auf ${to} geändert.`
            : `your monthly climate contribution changed from ${from} to ${to}.`}
          {next
            ? de
              ? ` Der neue Betrag wird ab der nächsten Abbuchung am ${next} berechnet.`
              : ` The new amount is charged from the next payment on ${next}.`
            : ''}
        </P>
        {dashboard(de, m.dashboardUrl)}
        {notYou(de)}
        {signature(de)}
      </>
    ),
  }
}

/** A payment was declined: nothing was charged, and how to put it right. */
export function paymentFailedMail(m: Base & { amountCents: number; renewal: boolean }): MailDraft {
  const de = m.locale === 'de'
  const amount = money(m.locale, m.amountCents, m.currency)
  return {
    to: m.to,
    locale: m.locale,
    subject: de
      ? `Zahlung über ${amount} fehlgeschlagen – nichts wurde abgebucht`
      : `Payment of ${amount} failed – nothing was charged`,
    body: (
      <>
        <P>{de ? 'Hallo,' : 'Hello,'}</P>
        <P>
          {de
            ? `Ihre Bank hat die Zahlung Ihres Klimabeitrags über ${amount} abgelehnt. Es wurde nichts abgebucht und es wurden keine Zertifikate stillgelegt.`
            : `your bank declined the payment of ${amount} for your climate contribution. Nothing was charged and no credits were retired.`}
        </P>
        <P>
          {m.renewal
            ? de
              ? 'Damit Ihr monatlicher Beitrag weiterläuft, hinterlegen Sie im Dashboard unter „Zahlungsmethode verwalten“ eine andere Karte.'
              : 'To keep your monthly contribution going, put another card on file in the dashboard under “Manage payment method”.'
            : de
              ? 'Sie können es mit einer anderen Karte erneut versuchen.'
              : 'You can try again with another card.'}
        </P>
        {m.renewal ? dashboard(de, m.dashboardUrl) : null}
        {signature(de)}
      </>
    ),
  }
}

/** A new card is on file for the customer's contributions. */
export function cardChangedMail(m: Omit<Base, 'currency'>): MailDraft {
  const de = m.locale === 'de'
  return {
    to: m.to,
    locale: m.locale,
    subject: de
      ? 'Neue Zahlungsmethode für Ihren Klimabeitrag'
      : 'New payment method for your climate contribution',
    body: (
      <>
        <P>{de ? 'Hallo,' : 'Hello,'}</P>
        <P>
          {de
            ? 'für Ihren monatlichen Klimabeitrag ist jetzt eine neue Karte hinterlegt. Die nächsten Zahlungen werden von dieser Karte abgebucht.'
            : 'a new card is now on file for your monthly climate contribution. The next payments are charged to this card.'}
        </P>
        {dashboard(de, m.dashboardUrl)}
        {notYou(de)}
        {signature(de)}
      </>
    ),
  }
}
