import { MAX_UPLOAD_BYTES } from '@kelp/core/portfolio'
import type { LocalizedText } from '../../lib/app-error'

const MAX_UPLOAD_MB = MAX_UPLOAD_BYTES / 1024 / 1024

/** Messages of the back-office, in both languages. */
export const AT = {
  orderMissing: { en: 'This order does not exist.', de: 'Diese Bestellung existiert nicht.' },
  orderClosed: {
    en: 'This order has already been accepted or cancelled.',
    de: 'Diese Bestellung wurde bereits angenommen oder storniert.',
  },
  uploadTooLarge: {
    en: `The file is larger than ${MAX_UPLOAD_MB} MB.`,
    de: `Die Datei ist größer als ${MAX_UPLOAD_MB} MB.`,
  },
  uploadContent: {
    en: 'The file is not what its name says (a .pdf must be a PDF), or Kelp does not take this type. Accepted: PDF, PNG, JPEG, CSV, TXT, ZIP, DOCX, XLSX, PPTX.',
    de: 'Die Datei ist nicht, was ihr Name sagt (eine .pdf muss ein PDF sein), oder Kelp nimmt diesen Typ nicht an. Angenommen: PDF, PNG, JPEG, CSV, TXT, ZIP, DOCX, XLSX, PPTX.',
  },
  uploadForm: {
    en: 'Send the document as multipart/form-data: the fields and one file in the part "file".',
    de: 'Senden Sie das Dokument als multipart/form-data: die Felder und eine Datei im Teil „file“.',
  },
  vintageMissing: {
    en: 'This project vintage does not exist.',
    de: 'Dieser Projektjahrgang existiert nicht.',
  },
} satisfies Record<string, LocalizedText>
