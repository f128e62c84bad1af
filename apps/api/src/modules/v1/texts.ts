import type { LocalizedText } from '../../lib/app-error'

/** The public API's own texts, in both product languages. */
export const VT = {
  routeMissing: {
    en: 'There is no such operation in the Kelp API v1; see /api/v1/openapi.json.',
    de: 'Diese Operation gibt es in der Kelp API v1 nicht; siehe /api/v1/openapi.json.',
  },
  projectMissing: { en: 'This project does not exist.', de: 'Dieses Projekt gibt es nicht.' },
  vintageMissing: (year: number): LocalizedText => ({
    en: `This project has no vintage ${year}.`,
    de: `Dieses Projekt hat keinen Jahrgang ${year}.`,
  }),
  notPurchasable: (name: string): LocalizedText => ({
    en: `${name} is listed for information only and cannot be bought.`,
    de: `${name} ist nur zur Information gelistet und kann nicht gekauft werden.`,
  }),
  forwardNeedsConsent: (name: string, year: number): LocalizedText => ({
    en: `${name} ${year} is a forward vintage, delivered once issued: send acceptForward: true to order it.`,
    de: `${name} ${year} ist ein Terminjahrgang, geliefert nach Ausgabe: Senden Sie acceptForward: true, um ihn zu bestellen.`,
  }),
  notEnough: (name: string, year: number, availableKg: number): LocalizedText => ({
    en: `Only ${availableKg} kg of ${name} ${year} are available.`,
    de: `Von ${name} ${year} sind nur ${availableKg} kg verfügbar.`,
  }),
  budgetTooSmall: {
    en: 'The budget does not buy one kilogram (live keys: one tonne).',
    de: 'Das Budget reicht nicht für ein Kilogramm (Live-Schlüssel: eine Tonne).',
  },
  wholeTonnesOnly: (kg: number): LocalizedText => ({
    en: `Live stock is sold and retired in whole tonnes for now: ${kg} kg is not a multiple of 1000 kg.`,
    de: `Live-Bestand wird vorerst nur in ganzen Tonnen verkauft und stillgelegt: ${kg} kg ist kein Vielfaches von 1000 kg.`,
  }),
  retirementKeyReused: {
    en: 'This Idempotency-Key was used for a different retirement.',
    de: 'Dieser Idempotency-Key wurde für eine andere Stilllegung verwendet.',
  },
  keyInProgress: {
    en: 'A request with this Idempotency-Key is still being processed; retry in a moment.',
    de: 'Eine Anfrage mit diesem Idempotency-Key wird noch bearbeitet; versuchen Sie es gleich noch einmal.',
  },
  badCursor: {
    en: 'This cursor is not valid; pass the nextCursor of a previous page.',
    de: 'Dieser Cursor ist ungültig; übergeben Sie den nextCursor einer vorherigen Seite.',
  },
  notCancellable: {
    en: 'Only unpaid orders can be cancelled; this one is paid, delivered or already cancelled.',
    de: 'Nur unbezahlte Bestellungen können storniert werden; diese ist bezahlt, geliefert oder bereits storniert.',
  },
  certificateMissing: {
    en: 'This retirement has no certificate document yet (sandbox retirements have none).',
    de: 'Für diese Stilllegung gibt es noch kein Zertifikat (Sandbox-Stilllegungen haben keines).',
  },
  duplicateLine: {
    en: 'Each project vintage may appear only once in an order.',
    de: 'Jeder Projektjahrgang darf nur einmal in einer Bestellung vorkommen.',
  },
  keyReused: {
    en: 'This Idempotency-Key was used for a different order.',
    de: 'Dieser Idempotency-Key wurde für eine andere Bestellung verwendet.',
  },
  noPlan: {
    en: 'The company has no ATLAS plan yet: set a baseline and goals in ATLAS first.',
    de: 'Das Unternehmen hat noch keinen ATLAS-Plan: Legen Sie zuerst Basisjahr und Ziele in ATLAS fest.',
  },
  noMixOffers: {
    en: 'No issued credits are on offer for the mix the ATLAS plan suggests.',
    de: 'Für den Mix, den der ATLAS-Plan vorschlägt, sind keine ausgegebenen Zertifikate verfügbar.',
  },
  orderMissing: { en: 'This order does not exist.', de: 'Diese Bestellung gibt es nicht.' },
  retirementMissing: {
    en: 'This retirement does not exist.',
    de: 'Diese Stilllegung gibt es nicht.',
  },
  notHeld: (year: number, heldKg: number): LocalizedText => ({
    en: `The company holds only ${heldKg} kg of vintage ${year} of this project.`,
    de: `Das Unternehmen hält von diesem Projekt nur ${heldKg} kg des Jahrgangs ${year}.`,
  }),
  forwardNotRetirable: {
    en: 'Only issued credits can be retired.',
    de: 'Nur ausgegebene Zertifikate können stillgelegt werden.',
  },
} satisfies Record<string, LocalizedText | ((...args: never[]) => LocalizedText)>
