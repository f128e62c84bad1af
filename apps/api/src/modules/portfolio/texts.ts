import type { LocalizedText } from '../../lib/app-error'

/** Messages of the portfolio, in both languages. */
export const PT = {
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
  viewTokenInvalid: {
    en: 'This portfolio link is invalid or has expired.',
    de: 'Dieser Portfolio-Link ist ungültig oder abgelaufen.',
  },
  userMissing: {
    en: 'There is no Kelp account with this e-mail address.',
    de: 'Mit dieser E-Mail-Adresse existiert kein Kelp-Konto.',
  },
  futureDate: {
    en: 'The retirement date cannot be in the future.',
    de: 'Das Datum der Stilllegung darf nicht in der Zukunft liegen.',
  },
} satisfies Record<string, LocalizedText>

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
