import { SII_METHODOLOGY, SII_SECTIONS } from '@kelp/core/projects'
import { htmlLang, type SiteLocale } from '../i18n/locales'
import { translator } from '../i18n/translate'

export interface SiiSection {
  key: string
  heading: string
  /** "40% of the overall score". */
  weight: string
  criteria: { name: string; rule: string }[]
}

/**
 * The marketplace's own scoring rules (@kelp/core), section by section, in the page's language:
 * the method is written in English and German there; the keys pseudo-locale reads the English.
 */
export function siiMethod(locale: SiteLocale): { intro: string; sections: SiiSection[] } {
  const language = htmlLang(locale)
  const t = translator(locale, 'pages')
  const percent = new Intl.NumberFormat(language, { style: 'percent' })
  return {
    intro: SII_METHODOLOGY.intro[language],
    sections: SII_SECTIONS.map((section) => ({
      key: section.key,
      heading: SII_METHODOLOGY.sections[section.key][language],
      weight: t('sii.weight', { percent: percent.format(section.weight) }),
      criteria: section.criteria.map((criterion) => ({
        name: SII_METHODOLOGY.criteria[criterion].name[language],
        rule: SII_METHODOLOGY.criteria[criterion].rule[language],
      })),
    })),
  }
}
