import { getCollection } from 'astro:content'
import type { SiteLocale } from '../i18n/locales'
import { assertContent } from './content-checks'
import { KNOWN_PATHS } from './known-paths'

/**
 * The legal pages of one locale for getStaticPaths, after the build-time content checks. The
 * keys pseudo-locale shows the English text with the shell's keys, as the app's does.
 */
export async function legalPaths(locale: SiteLocale) {
  const entries = await getCollection('legal')
  assertContent(entries, KNOWN_PATHS)
  const source = locale === 'de' ? 'de' : 'en'
  return entries
    .filter((entry) => entry.id.startsWith(`${source}/`))
    .map((entry) => {
      const slug = entry.id.slice(source.length + 1)
      return { params: { page: slug }, props: { locale, slug, entry } }
    })
}
