import type { LocalizedText } from '../../lib/app-error'

/** Error texts of the contribution and payment endpoints, English and German. */
export const texts = {
  amountMismatch: {
    en: 'Invalid amount: it does not match the current price. Please reload the calculator.',
    de: 'Ungültiger Betrag: Er entspricht nicht dem aktuellen Preis. Bitte laden Sie den Rechner neu.',
  },
  emissionsMismatch: {
    en: 'Invalid emissions: they do not match the calculator settings.',
    de: 'Ungültige Emissionen: Sie passen nicht zu den Rechnereinstellungen.',
  },
  tailored: {
    en: 'Above 500 t CO2e a year we put together a tailored portfolio. Please contact our sales team.',
    de: 'Ab 500 t CO2e pro Jahr stellen wir ein individuelles Portfolio zusammen. Bitte kontaktieren Sie unser Vertriebsteam.',
  },
  sessionNotFound: {
    en: 'This checkout session does not exist.',
    de: 'Diese Checkout-Sitzung existiert nicht.',
  },
  linkInvalid: {
    en: 'This link has expired or was already used. Please request a new one.',
    de: 'Dieser Link ist abgelaufen oder wurde bereits verwendet. Bitte fordern Sie einen neuen an.',
  },
  dashboardAuth: {
    en: 'Please open your contribution dashboard from the link in your e-mail.',
    de: 'Bitte öffnen Sie Ihr Beitrags-Dashboard über den Link in Ihrer E-Mail.',
  },
  notYours: {
    en: 'This contribution belongs to another customer.',
    de: 'Dieser Beitrag gehört einem anderen Kunden.',
  },
  subscriptionNotFound: {
    en: 'There is no active monthly contribution with this id.',
    de: 'Es gibt keinen aktiven monatlichen Beitrag mit dieser Kennung.',
  },
  invoiceNotFound: {
    en: 'There is no paid contribution with this invoice id.',
    de: 'Es gibt keinen bezahlten Beitrag mit dieser Rechnungsnummer.',
  },
  badSignature: {
    en: 'Invalid webhook signature.',
    de: 'Ungültige Webhook-Signatur.',
  },
  badPayload: {
    en: 'The webhook payload is not a valid event.',
    de: 'Die Webhook-Nutzlast ist kein gültiges Ereignis.',
  },
  certificateSignature: {
    en: 'This certificate link is not valid.',
    de: 'Dieser Zertifikatslink ist ungültig.',
  },
  providerFailed: {
    en: 'The payment provider is not reachable. Please try again in a moment.',
    de: 'Der Zahlungsanbieter ist nicht erreichbar. Bitte versuchen Sie es gleich noch einmal.',
  },
  badReturnUrl: {
    en: 'The page to return to is not a page of this site.',
    de: 'Die Seite für die Rückkehr ist keine Seite dieser Website.',
  },
} satisfies Record<string, LocalizedText>

/** The contribution portfolios' names, as the web app's catalogues name them. */
export const PORTFOLIO_NAMES = {
  en: { germany: 'Europe & North America portfolio', international: 'International portfolio' },
  de: { germany: 'Portfolio Europa & Nordamerika', international: 'Internationales Portfolio' },
} as const
