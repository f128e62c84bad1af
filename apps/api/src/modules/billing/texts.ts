import type { LocalizedText } from '../../lib/app-error'

export const BT = {
  billingMissing: {
    en: 'Add your company’s billing details (registered name and address) first: the invoice must name them.',
    de: 'Hinterlegen Sie zuerst die Rechnungsdaten Ihres Unternehmens (Firmenname und Anschrift): Die Rechnung muss sie nennen.',
  },
  unprintableBilling: {
    en: 'The billing details can use Latin, Greek and Cyrillic letters, digits and punctuation only (invoices print them with a font without other scripts or emoji).',
    de: 'Die Rechnungsdaten dürfen nur lateinische, griechische und kyrillische Buchstaben, Ziffern und Satzzeichen enthalten (Rechnungen drucken sie mit einer Schrift ohne andere Schriften und Emojis).',
  },
  unprintableReason: {
    en: 'The reason can use Latin, Greek and Cyrillic letters, digits and punctuation only (credit notes print it with a font without other scripts or emoji).',
    de: 'Der Grund darf nur lateinische, griechische und kyrillische Buchstaben, Ziffern und Satzzeichen enthalten (Rechnungskorrekturen drucken ihn mit einer Schrift ohne andere Schriften und Emojis).',
  },
  notInvoiced: {
    en: 'This offer has no invoice to refund.',
    de: 'Zu diesem Angebot gibt es keine Rechnung, die erstattet werden kann.',
  },
  alreadyRefunded: {
    en: 'This invoice has already been refunded with a credit note.',
    de: 'Diese Rechnung wurde bereits mit einer Rechnungskorrektur erstattet.',
  },
} satisfies Record<string, LocalizedText>
