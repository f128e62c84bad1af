import type { Locale } from '@kelp/core/http'
import { SII_METHODOLOGY, type SiiSectionKey } from '@kelp/core/projects'
import { formatMoney } from '../../lib/format'

export type L = Record<Locale, string>
/** A fact before localisation: key, label, value, sentence, search terms, missing from the data. */
export type Draft = [
  key: string,
  label: L,
  value: string,
  sentence: L,
  terms: string,
  missing?: boolean,
]

export const euro = (cents: number, locale: Locale) => formatMoney(cents, 'EUR', locale)
export const num = (n: number, locale: Locale) =>
  n.toLocaleString(locale === 'de' ? 'de-DE' : 'en-GB')
export const tonnes = (n: number, locale: Locale) => `${num(n, locale)} t`

/** "2023, 2024 and 2026" / "2023, 2024 und 2026". */
export function list(items: (string | number)[], locale: Locale): string {
  const and = locale === 'de' ? 'und' : 'and'
  const all = items.map(String)
  return all.length < 2 ? (all[0] ?? '') : `${all.slice(0, -1).join(', ')} ${and} ${all.at(-1)}`
}

const methodNames: Record<string, L> = {
  biochar: { en: 'biochar', de: 'Pflanzenkohle' },
  'regenerative-agriculture': { en: 'regenerative agriculture', de: 'regenerative Landwirtschaft' },
  'peatland-restoration': { en: 'peatland restoration', de: 'Moorwiedervernässung' },
  'redd-plus': { en: 'REDD+ forest protection', de: 'REDD+ Waldschutz' },
  'afforestation-reforestation': { en: 'afforestation and reforestation', de: 'Aufforstung' },
  refrigerants: { en: 'efficient district cooling', de: 'effiziente Fernkälte' },
  mangrove: { en: 'mangrove restoration', de: 'Mangroven-Renaturierung' },
  peatland: { en: 'peatland', de: 'Moor' },
  'enhanced-weathering': { en: 'enhanced weathering', de: 'beschleunigte Verwitterung' },
  soil: { en: 'soil carbon', de: 'Bodenkohlenstoff' },
  'direct-air-capture': { en: 'direct air capture', de: 'Direct Air Capture' },
  'mineral-storage': { en: 'mineral storage', de: 'mineralische Speicherung' },
  ocean: { en: 'ocean-based removal', de: 'ozeanbasierte Entnahme' },
  'clean-energy': { en: 'clean energy', de: 'saubere Energie' },
  methane: { en: 'methane capture', de: 'Methanvermeidung' },
}
const typeNames: Record<string, L> = {
  removal: { en: 'removal', de: 'Entnahme' },
  avoidance: { en: 'avoidance', de: 'Vermeidung' },
  'removal-avoidance': { en: 'removal and avoidance', de: 'Entnahme und Vermeidung' },
}

export const methodName = (method: string, locale: Locale) =>
  methodNames[method]?.[locale] ?? method
export const typeName = (type: string, locale: Locale) => typeNames[type]?.[locale] ?? type
/** The SII section names of the methodology page, so chat and page say the same. */
export const sectionName = (key: string, locale: Locale) =>
  SII_METHODOLOGY.sections[key as SiiSectionKey]?.[locale] ?? key
