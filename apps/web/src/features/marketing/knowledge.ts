import { articles as articlesDe } from '../../../content/blog/de'
import { articles as articlesEn } from '../../../content/blog/en'
import { terms as termsDe } from '../../../content/glossary/de'
import { terms as termsEn } from '../../../content/glossary/en'
import type { BlogArticle, GlossaryTerm, Webinar } from '../../../content/types'
import { webinars as webinarsDe } from '../../../content/webinars/de'
import { webinars as webinarsEn } from '../../../content/webinars/en'
import { contentLocale } from './content'
import { contentKeys } from './content-keys'

/** Blog articles, newest first. */
export function getArticles(locale: string): BlogArticle[] {
  const list =
    locale === 'keys'
      ? contentKeys(articlesEn, 'content.blog')
      : contentLocale(locale) === 'de'
        ? articlesDe
        : articlesEn
  return [...list].sort((a, b) => b.published.localeCompare(a.published))
}

export function getArticle(locale: string, slug: string): BlogArticle | undefined {
  return getArticles(locale).find((article) => article.slug === slug)
}

export interface GlossaryGroup {
  letter: string
  terms: GlossaryTerm[]
}

/** Glossary terms grouped by first letter, both sorted in the language's own order. */
export function getGlossary(locale: string): GlossaryGroup[] {
  const language = contentLocale(locale)
  const list =
    locale === 'keys'
      ? contentKeys(termsEn, 'content.glossary')
      : language === 'de'
        ? termsDe
        : termsEn
  const sorted = [...list].sort((a, b) => a.term.localeCompare(b.term, language))
  const groups = new Map<string, GlossaryTerm[]>()
  for (const term of sorted) {
    const letter = term.term.charAt(0).toLocaleUpperCase(language)
    groups.set(letter, [...(groups.get(letter) ?? []), term])
  }
  return [...groups].map(([letter, terms]) => ({ letter, terms }))
}

/** Webinars split at `now`: upcoming ones nearest first, past ones most recent first. */
export function getWebinars(locale: string, now: Date) {
  const list =
    locale === 'keys'
      ? contentKeys(webinarsEn, 'content.webinars')
      : contentLocale(locale) === 'de'
        ? webinarsDe
        : webinarsEn
  const upcoming = list
    .filter((w: Webinar) => new Date(w.startsAt) >= now)
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt))
  const past = list
    .filter((w: Webinar) => new Date(w.startsAt) < now)
    .sort((a, b) => b.startsAt.localeCompare(a.startsAt))
  return { upcoming, past }
}
