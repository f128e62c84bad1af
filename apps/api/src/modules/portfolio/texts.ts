import { MAX_UPLOAD_BYTES } from '@kelp/core/portfolio'
import type { LocalizedText } from '../../lib/app-error'

const MAX_UPLOAD_MB = MAX_UPLOAD_BYTES / 1024 / 1024

/** Messages of orbit, portfolio, documents and the back-office, in both languages. */
export const PT = {
  noAccess: {
    en: "You do not have access to your company's portfolio. Ask your company admin to grant it.",
    de: 'Sie haben keinen Zugriff auf das Portfolio Ihres Unternehmens. Bitten Sie Ihre Unternehmensadministration, ihn freizugeben.',
  },
  adminOnly: {
    en: 'Only a company admin can do this.',
    de: 'Das kann nur die Unternehmensadministration.',
  },
  staffOnly: {
    en: 'Only Kelp operators can use the back-office.',
    de: 'Nur Kelp-Mitarbeitende können den Back-Office-Bereich nutzen.',
  },
  projectMissing: {
    en: 'This project or vintage does not exist.',
    de: 'Dieses Projekt oder dieser Jahrgang existiert nicht.',
  },
  informationOnly: {
    en: 'This project is listed for information only: it has no issued credits and no forward offer to buy.',
    de: 'Dieses Projekt ist nur zur Information gelistet: Es hat weder ausgegebene Zertifikate noch ein Terminangebot zum Kauf.',
  },
  cartItemMissing: {
    en: 'This cart item does not exist.',
    de: 'Dieser Warenkorbeintrag existiert nicht.',
  },
  orderMissing: { en: 'This order does not exist.', de: 'Diese Bestellung existiert nicht.' },
  orderClosed: {
    en: 'This order has already been accepted or cancelled.',
    de: 'Diese Bestellung wurde bereits angenommen oder storniert.',
  },
  duplicateLine: {
    en: 'Each project vintage may appear only once in an order.',
    de: 'Jeder Projektjahrgang darf in einer Bestellung nur einmal vorkommen.',
  },
  noOpenOffer: {
    en: 'There is no open offer for your company.',
    de: 'Für Ihr Unternehmen liegt kein offenes Angebot vor.',
  },
  offerExpired: {
    en: 'This offer has expired. Ask Kelp for a new one.',
    de: 'Dieses Angebot ist abgelaufen. Bitten Sie Kelp um ein neues.',
  },
  companyMissing: { en: 'This company does not exist.', de: 'Dieses Unternehmen existiert nicht.' },
  noCompany: {
    en: 'Your account does not belong to a company.',
    de: 'Ihr Konto gehört zu keinem Unternehmen.',
  },
  alreadyHasAccess: {
    en: 'You already have access to the portfolio.',
    de: 'Sie haben bereits Zugriff auf das Portfolio.',
  },
  documentMissing: { en: 'This document does not exist.', de: 'Dieses Dokument existiert nicht.' },
  linkExpired: {
    en: 'This download link has expired. Request a new one.',
    de: 'Dieser Download-Link ist abgelaufen. Fordern Sie einen neuen an.',
  },
  linkInvalid: {
    en: 'This download link is not valid.',
    de: 'Dieser Download-Link ist ungültig.',
  },
  viewTokenInvalid: {
    en: 'This portfolio link is invalid or has expired.',
    de: 'Dieser Portfolio-Link ist ungültig oder abgelaufen.',
  },
  userMissing: {
    en: 'There is no Kelp account with this e-mail address.',
    de: 'Mit dieser E-Mail-Adresse existiert kein Kelp-Konto.',
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
  futureDate: {
    en: 'The retirement date cannot be in the future.',
    de: 'Das Datum der Stilllegung darf nicht in der Zukunft liegen.',
  },
  vintageMissing: {
    en: 'This project vintage does not exist.',
    de: 'Dieser Projektjahrgang existiert nicht.',
  },
} satisfies Record<string, LocalizedText>

/** "Only 12 t of Project 2021 are available." */
export function notEnoughCredits(project: string, vintage: number, available: number) {
  return {
    en: `Only ${available} t of ${project} (vintage ${vintage}) are available.`,
    de: `Von ${project} (Jahrgang ${vintage}) sind nur ${available} t verfügbar.`,
  }
}

export function inventoryRanOut(project: string, vintage: number, available: number) {
  return {
    en: `Only ${available} t of ${project} (vintage ${vintage}) are still available; ask Kelp for a new offer.`,
    de: `Von ${project} (Jahrgang ${vintage}) sind nur noch ${available} t verfügbar; bitten Sie Kelp um ein neues Angebot.`,
  }
}

export function notEnoughHeld(project: string, vintage: number, held: number) {
  return {
    en: `Your company holds only ${held} t of ${project} (vintage ${vintage}).`,
    de: `Ihr Unternehmen hält nur ${held} t von ${project} (Jahrgang ${vintage}).`,
  }
}
