import { localizedPath, type SiteLocale } from '../i18n/locales'

/** The link and meta tags of one page, as the app's pageMetadata writes them. */
export interface PageSeo {
  canonical: string
  alternates: { hreflang: string; href: string }[]
  ogLocale: string
  ogImage: string
  noindex: boolean
}

/** The Open Graph card's size; the cards are drawn at build (src/pages/og). */
export const OG_SIZE = { width: 1200, height: 630 } as const

/**
 * Canonical URL, hreflang alternates (en, de, x-default) and the Open Graph image for a page.
 * `path` has no locale prefix ('' is the home page); `ogImage` names the card (a page without
 * its own card shows the home card, 'index'; the keys pseudo-locale shows the English).
 */
export function pageSeo(site: URL, locale: SiteLocale, path: string, ogImage: string): PageSeo {
  const url = (l: SiteLocale) => new URL(localizedPath(l, path), site).href
  return {
    canonical: url(locale === 'de' ? 'de' : 'en'),
    alternates: [
      { hreflang: 'en', href: url('en') },
      { hreflang: 'de', href: url('de') },
      { hreflang: 'x-default', href: url('en') },
    ],
    ogLocale: locale === 'de' ? 'de_DE' : 'en_GB',
    ogImage: new URL(`/og/${locale === 'de' ? 'de' : 'en'}/${ogImage}.png`, site).href,
    noindex: locale === 'keys',
  }
}
