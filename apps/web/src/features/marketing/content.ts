import { caseStudies as caseStudiesDe } from '../../../content/customers/de'
import { caseStudies as caseStudiesEn } from '../../../content/customers/en'
import { pages as pagesDe } from '../../../content/pages/de'
import { pages as pagesEn } from '../../../content/pages/en'
import type { CaseStudy, ContentSlug, PageContent } from '../../../content/types'

export type ContentLocale = 'en' | 'de'

/** Long-form content exists in English and German; the `keys` pseudo-locale reads English. */
export function contentLocale(locale: string): ContentLocale {
  return locale === 'de' ? 'de' : 'en'
}

export function getPage(locale: string, slug: ContentSlug): PageContent {
  return (contentLocale(locale) === 'de' ? pagesDe : pagesEn)[slug]
}

export function getCaseStudies(locale: string): CaseStudy[] {
  return contentLocale(locale) === 'de' ? caseStudiesDe : caseStudiesEn
}
