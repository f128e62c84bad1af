import type { LocalizedText } from '../../lib/app-error'

const tonnes = (kg: number, locale: 'en' | 'de') =>
  new Intl.NumberFormat(locale === 'de' ? 'de-DE' : 'en-GB', { maximumFractionDigits: 3 }).format(
    kg / 1000,
  )

/** Messages of the inventory ledger and the back-office's lots, in both languages. */
export const IT = {
  lotMissing: { en: 'This supply lot does not exist.', de: 'Diese Charge existiert nicht.' },
  projectMissing: { en: 'This project does not exist.', de: 'Dieses Projekt existiert nicht.' },
  wholeKg: {
    en: 'The quantity must be a positive whole number of kilograms.',
    de: 'Die Menge muss eine positive ganze Zahl von Kilogramm sein.',
  },
  wholeTonnes: {
    en: 'Holdings are booked in whole tonnes: sell a multiple of 1,000 kg per vintage.',
    de: 'Bestände werden in ganzen Tonnen gebucht: verkaufen Sie je Jahrgang ein Vielfaches von 1.000 kg.',
  },
  nothingReserved: {
    en: 'Nothing is reserved under this reference.',
    de: 'Unter dieser Referenz ist nichts reserviert.',
  },
  keyReused: {
    en: 'This idempotency key was already used for a different operation.',
    de: 'Dieser Idempotenzschlüssel wurde bereits für einen anderen Vorgang verwendet.',
  },
  serialFormat: {
    en: 'The serial block is not in this registry’s format for this project.',
    de: 'Der Seriennummernblock hat nicht das Format dieses Registers für dieses Projekt.',
  },
  issuanceMissing: {
    en: 'An issued lot needs its issuance record: a serial block, or an issuance id with the issued quantity.',
    de: 'Eine ausgegebene Charge braucht ihren Ausgabenachweis: einen Seriennummernblock oder eine Ausgabe-ID mit der ausgegebenen Menge.',
  },
  aboveIssuance: {
    en: 'The quantity is larger than what the issuance record (with the lots already recorded from it) leaves.',
    de: 'Die Menge ist größer als das, was der Ausgabenachweis (abzüglich der bereits daraus erfassten Chargen) übrig lässt.',
  },
  deliveryYear: {
    en: 'A forward lot, and only a forward lot, needs an expected delivery year no earlier than its vintage.',
    de: 'Eine Terminlieferung – und nur sie – braucht ein erwartetes Lieferjahr, das nicht vor ihrem Jahrgang liegt.',
  },
  forwardIssuance: {
    en: 'A forward lot has no serial block yet: the registry has not issued it.',
    de: 'Eine Terminlieferung hat noch keinen Seriennummernblock: Das Register hat sie noch nicht ausgegeben.',
  },
  projectUnlisted: {
    en: 'This project has no registry listing, so no lot can be recorded for it.',
    de: 'Dieses Projekt ist bei keinem Register gelistet, daher kann keine Charge dafür erfasst werden.',
  },
  registryMismatch: {
    en: 'The lot’s registry is not the project’s registry.',
    de: 'Das Register der Charge ist nicht das Register des Projekts.',
  },
} satisfies Record<string, LocalizedText>

export const notEnoughStock = (availableKg: number): LocalizedText => ({
  en: `Not enough credits left: ${tonnes(availableKg, 'en')} t available.`,
  de: `Nicht genug Zertifikate übrig: ${tonnes(availableKg, 'de')} t verfügbar.`,
})

/** Messages of a registry CSV import, in both languages. */
export const IMPORT = {
  header: {
    en: 'This is not the registry’s CSV export for this project’s registry: its header lacks the columns Kelp reads, or it has no rows.',
    de: 'Dies ist nicht der CSV-Export des Registers dieses Projekts: Der Kopfzeile fehlen die Spalten, die Kelp liest, oder es gibt keine Zeilen.',
  },
  notImportable: {
    en: 'Kelp cannot read this registry’s export; record its lots one by one.',
    de: 'Kelp kann den Export dieses Registers nicht lesen; erfassen Sie die Chargen einzeln.',
  },
  noVintage: {
    en: 'This registry’s export has no vintages: give the vintage the lots are recorded under.',
    de: 'Der Export dieses Registers enthält keine Jahrgänge: Geben Sie den Jahrgang der Chargen an.',
  },
} satisfies Record<string, LocalizedText>

export const importRow = (line: number, reason: LocalizedText): LocalizedText => ({
  en: `Line ${line}: ${reason.en}`,
  de: `Zeile ${line}: ${reason.de}`,
})

export const ROW = {
  quantity: {
    en: 'the quantity is not a positive number of credits.',
    de: 'Die Menge ist keine positive Anzahl von Zertifikaten.',
  },
  otherProject: {
    en: 'the issuance belongs to another project.',
    de: 'Die Ausgabe gehört zu einem anderen Projekt.',
  },
  retired: {
    en: 'the registry reports these credits as retired or cancelled.',
    de: 'Laut Register sind diese Zertifikate stillgelegt oder storniert.',
  },
} satisfies Record<string, LocalizedText>
