import { getCollection } from 'astro:content'
import type { SiteLocale } from '../i18n/locales'
import { assertContent } from './content-checks'
import { KNOWN_PATHS } from './known-paths'
import { marketingPages } from './site-content'

/**
 * The one-segment pages of one locale for getStaticPaths: the legal pages (after the build-time
 * content checks; the keys pseudo-locale shows their English text with the shell's keys, as the
 * app's did) and the marketing pages of the `pages` collection.
 */
export async function pagePaths(locale: SiteLocale) {
  const entries = await getCollection('legal')
  assertContent([entries], KNOWN_PATHS)
  const source = locale === 'de' ? 'de' : 'en'
  const legal = entries
    .filter((entry) => entry.id.startsWith(`${source}/`))
    .map((entry) => {
      const slug = entry.id.slice(source.length + 1)
      return { params: { page: slug }, props: { locale, slug, entry, page: undefined } }
    })
  const marketing = (await marketingPages(locale)).map((page) => ({
    params: { page: page.slug },
    props: { locale, slug: page.slug, entry: undefined, page },
  }))
  return [...legal, ...marketing]
}
