import type { Locale } from '@kelp/core/http'
import type { ProjectFact } from './facts'
import type { ChatProject } from './project'
import type { L } from './wording'

const TEXTS: [keyof ChatProject['texts'], L, string][] = [
  [
    'summary',
    { en: 'Summary', de: 'Zusammenfassung' },
    'summary overview about what is zusammenfassung überblick was ist',
  ],
  [
    'about',
    { en: 'About', de: 'Über das Projekt' },
    'about describe description explain process über beschreibung erklären',
  ],
  [
    'take',
    { en: "Kelp's take", de: 'Einschätzung von Kelp' },
    'take opinion recommend risk risks should think einschätzung meinung empfehlen risiko risiken sollte',
  ],
  [
    'socio',
    { en: 'Social impact', de: 'Soziale Wirkung' },
    'social community people jobs local benefits socio sozial gemeinschaft menschen arbeitsplätze lokal nutzen',
  ],
  [
    'environmental',
    { en: 'Environmental impact', de: 'Umweltwirkung' },
    'environment environmental nature biodiversity ecological umwelt natur biodiversität ökologisch',
  ],
]

/** The project's own texts as facts (quoted whole; they come from the catalogue). */
export function textFacts(p: ChatProject, locale: Locale): ProjectFact[] {
  return TEXTS.map(([key, label, terms]) => ({
    key: `text.${key}`,
    label: label[locale],
    value: p.texts[key],
    sentence: p.texts[key],
    terms,
  }))
}
