import type { LocalizedText } from '../../lib/app-error'

/** Messages of the documents module, in both languages. */
export const DT = {
  documentMissing: { en: 'This document does not exist.', de: 'Dieses Dokument existiert nicht.' },
  linkExpired: {
    en: 'This download link has expired. Request a new one.',
    de: 'Dieser Download-Link ist abgelaufen. Fordern Sie einen neuen an.',
  },
  linkInvalid: {
    en: 'This download link is not valid.',
    de: 'Dieser Download-Link ist ungültig.',
  },
} satisfies Record<string, LocalizedText>
