import { caseStudies as caseStudiesDe } from '../../../content/customers/de'
import { caseStudies as caseStudiesEn } from '../../../content/customers/en'
import { pages as pagesDe } from '../../../content/pages/de'
import { pages as pagesEn } from '../../../content/pages/en'
import type { CaseStudy, ContentSlug, PageContent } from '../../../content/types'
import { contentKeys } from './content-keys'

export type ContentLocale = 'en' | 'de'

/** Long-form content exists in English and German; the `keys` pseudo-locale keys the English. */
export function contentLocale(locale: string): ContentLocale {
  return locale === 'de' ? 'de' : 'en'
}

export function getPage(locale: string, slug: ContentSlug): PageContent {
  if (locale === 'keys') return contentKeys(pagesEn[slug], `content.pages.${slug}`)
  return (contentLocale(locale) === 'de' ? pagesDe : pagesEn)[slug]
}

export function getCaseStudies(locale: string): CaseStudy[] {
  if (locale === 'keys') return contentKeys(caseStudiesEn, 'content.customers')
  return contentLocale(locale) === 'de' ? caseStudiesDe : caseStudiesEn
}
