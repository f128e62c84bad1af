import type { LocalizedText } from '../../lib/app-error'

/** Messages of orbit (cart and orders), in both languages. */
export const OT = {
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
  duplicateLine: {
    en: 'Each project vintage may appear only once in an order.',
    de: 'Jeder Projektjahrgang darf in einer Bestellung nur einmal vorkommen.',
  },
} satisfies Record<string, LocalizedText>

/** "Only 12 t of Project 2021 are available." */
export function notEnoughCredits(project: string, vintage: number, available: number) {
  return {
    en: `Only ${available} t of ${project} (vintage ${vintage}) are available.`,
    de: `Von ${project} (Jahrgang ${vintage}) sind nur ${available} t verfügbar.`,
  }
}
