/**
 * The site's locales, as the app has them (docs/decisions/002): English unprefixed, German
 * under /de, and the translators' `keys` pseudo-locale under /keys, which shows message keys.
 */
export const USER_LOCALES = ['en', 'de'] as const
export type UserLocale = (typeof USER_LOCALES)[number]
export type SiteLocale = UserLocale | 'keys'

/**
 * A locale-free path ('', '/' or '/imprint') in a locale: '/imprint', '/de/imprint',
 * '/keys/imprint'; the home page is '/', '/de' and '/keys' (no trailing slash, as the app's).
 */
export function localizedPath(locale: SiteLocale, path: string): string {
  if (locale === 'en') return path || '/'
  return `/${locale}${path === '/' ? '' : path}`
}

/** The language of a page's text: the keys pseudo-locale reads as English. */
export function htmlLang(locale: SiteLocale): UserLocale {
  return locale === 'de' ? 'de' : 'en'
}

/** The locale-free path of an address's path: '/de/scorecard/x' → '/scorecard/x', '/de' → ''. */
export function localeFreePath(pathname: string): string {
  const path = pathname.replace(/^\/(de|keys)(?=\/|$)/, '')
  return path === '/' ? '' : path
}
