import type { Locale } from '@kelp/core/http'
import type { LocalizedText } from '../../lib/app-error'
import { formatMoney, formatTonnes } from '../../lib/format'

/** Messages of the self-service purchase, in both languages. */
export const PT = {
  noPurchaseRights: {
    en: "Only your company's admins can buy without an offer. Place the order and an admin accepts Kelp's offer.",
    de: 'Nur die Admins Ihres Unternehmens können ohne Angebot kaufen. Geben Sie die Bestellung auf; ein Admin nimmt das Angebot von Kelp an.',
  },
  forward: {
    en: 'Forward credits are sold through an offer: place the order and Kelp prices it.',
    de: 'Terminzertifikate werden über ein Angebot verkauft: Geben Sie die Bestellung auf, Kelp erstellt ein Angebot.',
  },
  invoiceNotApproved: {
    en: 'Your company is not approved to buy on invoice. Pay by card or SEPA Direct Debit.',
    de: 'Ihr Unternehmen ist nicht für den Kauf auf Rechnung freigegeben. Zahlen Sie per Karte oder SEPA-Lastschrift.',
  },
  methodUnavailable: {
    en: 'This payment method is not available here. Pay by card.',
    de: 'Diese Zahlungsart ist hier nicht verfügbar. Zahlen Sie per Karte.',
  },
  orderMissing: {
    en: 'This order does not exist.',
    de: 'Diese Bestellung existiert nicht.',
  },
  keyReused: {
    en: 'This idempotency key was used for a different purchase.',
    de: 'Dieser Idempotenzschlüssel wurde für einen anderen Kauf verwendet.',
  },
  providerFailed: {
    en: 'The payment provider is not reachable right now. Nothing was reserved or charged; please try again shortly.',
    de: 'Der Zahlungsdienst ist gerade nicht erreichbar. Nichts wurde reserviert oder belastet; bitte versuchen Sie es gleich noch einmal.',
  },
} satisfies Record<string, LocalizedText>

const eur = (cents: number, locale: Locale) => formatMoney(cents, 'EUR', locale)
const tonnes = (n: number, locale: Locale) => formatTonnes(n, locale)

export function overAmount(totalCents: number, maxCents: number): LocalizedText {
  return {
    en: `This order (${eur(totalCents, 'en')}) is over the self-service limit of ${eur(maxCents, 'en')}. Place the order and Kelp makes you an offer.`,
    de: `Diese Bestellung (${eur(totalCents, 'de')}) liegt über der Selbstbedienungsgrenze von ${eur(maxCents, 'de')}. Geben Sie die Bestellung auf, Kelp erstellt ein Angebot.`,
  }
}

export function overTonnes(total: number, max: number): LocalizedText {
  return {
    en: `This order (${tonnes(total, 'en')}) is over the self-service limit of ${tonnes(max, 'en')}. Place the order and Kelp makes you an offer.`,
    de: `Diese Bestellung (${tonnes(total, 'de')}) liegt über der Selbstbedienungsgrenze von ${tonnes(max, 'de')}. Geben Sie die Bestellung auf, Kelp erstellt ein Angebot.`,
  }
}

export function overCreditLine(grossCents: number, availableCents: number): LocalizedText {
  return {
    en: `On invoice you can still buy up to ${eur(availableCents, 'en')} (this order: ${eur(grossCents, 'en')} incl. VAT). Pay by card or SEPA Direct Debit, or settle open invoices first.`,
    de: `Auf Rechnung können Sie noch bis ${eur(availableCents, 'de')} kaufen (diese Bestellung: ${eur(grossCents, 'de')} inkl. USt.). Zahlen Sie per Karte oder SEPA-Lastschrift oder begleichen Sie zuerst offene Rechnungen.`,
  }
}
