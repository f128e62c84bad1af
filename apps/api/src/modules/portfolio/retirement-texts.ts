import type { LocalizedText } from '../../lib/app-error'

/** Messages of retirements and their confirmation by the registry, in both languages. */
export const RT = {
  forwardNotRetirable: (project: string, year: number): LocalizedText => ({
    en: `The ${year} vintage of ${project} is a forward purchase: it can be retired only once the registry has issued it and Kelp has delivered it to you.`,
    de: `Der Jahrgang ${year} von ${project} ist ein Terminkauf: Er kann erst stillgelegt werden, wenn das Register ihn ausgegeben und Kelp ihn Ihnen geliefert hat.`,
  }),
  notListed: {
    en: 'This project is not listed at a registry, so its credits cannot be retired.',
    de: 'Dieses Projekt ist bei keinem Register gelistet; seine Zertifikate können nicht stillgelegt werden.',
  },
  retirementMissing: {
    en: 'This retirement does not exist.',
    de: 'Diese Stilllegung existiert nicht.',
  },
  alreadyConfirmed: {
    en: 'This retirement is already confirmed by the registry.',
    de: 'Diese Stilllegung ist bereits vom Register bestätigt.',
  },
  serialFormat: (registry: string, example: string | null): LocalizedText => ({
    en: `These serial numbers are not in ${registry}'s format for this project.${example ? ` A ${registry} serial block looks like ${example}.` : ''}`,
    de: `Diese Seriennummern haben nicht das Format von ${registry} für dieses Projekt.${example ? ` Ein Seriennummernblock von ${registry} sieht so aus: ${example}.` : ''}`,
  }),
  serialCount: (tonnes: number): LocalizedText => ({
    en: `The serial range must cover exactly the ${tonnes} retired credits.`,
    de: `Der Seriennummernbereich muss genau die ${tonnes} stillgelegten Zertifikate umfassen.`,
  }),
  csvHeader: {
    en: 'The CSV needs a header row with the columns certificate, serial_start, serial_end and reference.',
    de: 'Die CSV-Datei braucht eine Kopfzeile mit den Spalten certificate, serial_start, serial_end und reference.',
  },
  csvRow: (line: number, message: LocalizedText): LocalizedText => ({
    en: `Line ${line}: ${message.en}`,
    de: `Zeile ${line}: ${message.de}`,
  }),
  csvUnknownCertificate: (certificate: string): LocalizedText => ({
    en: `No retirement has the certificate number ${certificate}.`,
    de: `Keine Stilllegung hat die Zertifikatsnummer ${certificate}.`,
  }),
} as const
