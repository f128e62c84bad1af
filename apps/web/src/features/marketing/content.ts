import { caseStudies as caseStudiesDe } from '../../../content/customers/de'
import { caseStudies as caseStudiesEn } from '../../../content/customers/en'
import type { CaseStudy } from '../../../content/types'
import { contentKeys } from './content-keys'

export type ContentLocale = 'en' | 'de'

/** Long-form content exists in English and German; the `keys` pseudo-locale keys the English. */
export function contentLocale(locale: string): ContentLocale {
  return locale === 'de' ? 'de' : 'en'
}

export function getCaseStudies(locale: string): CaseStudy[] {
  if (locale === 'keys') return contentKeys(caseStudiesEn, 'content.customers')
  return contentLocale(locale) === 'de' ? caseStudiesDe : caseStudiesEn
}
