import type { ProjectMethod, ProjectType } from '../projects/constants'
import type { Locale } from '../http'

type Text = Record<Locale, string>

/** Chart labels for the portfolio overview (product.md §3 mix categories and project types). */
export const METHOD_LABELS: Record<ProjectMethod, Text> = {
  biochar: { en: 'Biochar', de: 'Pflanzenkohle' },
  'regenerative-agriculture': { en: 'Regenerative agriculture', de: 'Regenerative Landwirtschaft' },
  'peatland-restoration': { en: 'Peatland restoration', de: 'Moorwiedervernässung' },
  'redd-plus': { en: 'REDD+', de: 'REDD+' },
  'afforestation-reforestation': {
    en: 'Afforestation and reforestation',
    de: 'Aufforstung und Wiederaufforstung',
  },
  refrigerants: { en: 'Refrigerants', de: 'Kältemittel' },
  mangrove: { en: 'Mangroves', de: 'Mangroven' },
  peatland: { en: 'Peatland', de: 'Moore' },
  'enhanced-weathering': { en: 'Enhanced weathering', de: 'Beschleunigte Verwitterung' },
  soil: { en: 'Soil carbon', de: 'Bodenkohlenstoff' },
  'direct-air-capture': { en: 'Direct air capture', de: 'Direkte CO2-Abscheidung aus der Luft' },
  'mineral-storage': { en: 'Mineral storage', de: 'Mineralische Speicherung' },
  ocean: { en: 'Ocean', de: 'Ozean' },
  'clean-energy': { en: 'Clean energy', de: 'Saubere Energie' },
  methane: { en: 'Methane capture', de: 'Methanabscheidung' },
}

export const TYPE_LABELS: Record<ProjectType, Text> = {
  removal: { en: 'Carbon Removal', de: 'CO2-Entnahme' },
  avoidance: { en: 'Carbon Avoidance', de: 'CO2-Vermeidung' },
  'removal-avoidance': { en: 'Carbon Removal & Avoidance', de: 'CO2-Entnahme & -Vermeidung' },
}

export function methodLabel(method: string, locale: Locale): string {
  return METHOD_LABELS[method as ProjectMethod]?.[locale] ?? method
}

export function typeLabel(type: string, locale: Locale): string {
  return TYPE_LABELS[type as ProjectType]?.[locale] ?? type
}
