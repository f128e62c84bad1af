import type { LocalizedText } from '../../lib/app-error'
import type { SandboxDecline } from '@kelp/core/contributions'

export const texts = {
  sessionNotFound: {
    en: 'This payment session does not exist.',
    de: 'Diese Zahlungssitzung existiert nicht.',
  },
  sessionClosed: {
    en: 'This payment session is already completed or was cancelled.',
    de: 'Diese Zahlungssitzung ist bereits abgeschlossen oder wurde abgebrochen.',
  },
  subscriptionNotFound: {
    en: 'There is no active sandbox subscription with this id.',
    de: 'Es gibt kein aktives Sandbox-Abonnement mit dieser Kennung.',
  },
  portalNotFound: {
    en: 'This customer portal link does not exist or has expired. Open it again from your dashboard.',
    de: 'Dieser Link zum Kundenportal existiert nicht oder ist abgelaufen. Öffnen Sie ihn erneut über Ihr Dashboard.',
  },
  cardNumber: {
    en: 'Invalid cardNumber: this card number is not valid.',
    de: 'Ungültige Kartennummer: Diese Kartennummer ist nicht gültig.',
  },
  expiry: {
    en: 'Invalid expiry: enter a month and year (MM/YY) that has not passed.',
    de: 'Ungültiges Ablaufdatum: Geben Sie Monat und Jahr (MM/JJ) ein, die nicht vergangen sind.',
  },
  cvc: {
    en: 'Invalid cvc: enter the 3-digit security code (4 digits for American Express).',
    de: 'Ungültige Prüfnummer: Geben Sie die 3-stellige Prüfnummer ein (4 Stellen bei American Express).',
  },
} satisfies Record<string, LocalizedText>

export const declineTexts: Record<SandboxDecline, LocalizedText> = {
  card_declined: {
    en: 'Your card was declined. You have not been charged.',
    de: 'Ihre Karte wurde abgelehnt. Es wurde nichts abgebucht.',
  },
  insufficient_funds: {
    en: 'Your card has insufficient funds. You have not been charged.',
    de: 'Ihre Karte ist nicht ausreichend gedeckt. Es wurde nichts abgebucht.',
  },
  expired_card: {
    en: 'Your card has expired. You have not been charged.',
    de: 'Ihre Karte ist abgelaufen. Es wurde nichts abgebucht.',
  },
  incorrect_cvc: {
    en: "Your card's security code is incorrect. You have not been charged.",
    de: 'Die Prüfnummer Ihrer Karte ist falsch. Es wurde nichts abgebucht.',
  },
}
