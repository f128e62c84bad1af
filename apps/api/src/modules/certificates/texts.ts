import type { LocalizedText } from '../../lib/app-error'

export const documentTexts = {
  unprintableBeneficiary: {
    en: 'The beneficiary name can use Latin, Greek and Cyrillic letters, digits and punctuation only: certificates print it with a font that has no Chinese, Japanese, Korean, Arabic or Hebrew characters or emoji. Please write it in Latin letters.',
    de: 'Der Name des Begünstigten darf nur lateinische, griechische und kyrillische Buchstaben, Ziffern und Satzzeichen enthalten: Zertifikate drucken ihn mit einer Schrift ohne chinesische, japanische, koreanische, arabische oder hebräische Zeichen und ohne Emojis. Bitte schreiben Sie ihn in lateinischen Buchstaben.',
  },
  unprintablePurpose: {
    en: 'The purpose can use Latin, Greek and Cyrillic letters, digits and punctuation only (certificates print it with a font without other scripts or emoji).',
    de: 'Der Zweck darf nur lateinische, griechische und kyrillische Buchstaben, Ziffern und Satzzeichen enthalten (Zertifikate drucken ihn mit einer Schrift ohne andere Schriften und Emojis).',
  },
  certificateNotFound: {
    en: 'There is no certificate with this id.',
    de: 'Es gibt kein Zertifikat mit dieser Kennung.',
  },
} satisfies Record<string, LocalizedText>
