import { localeFreePath, localizedPath, USER_LOCALES, type UserLocale } from '../i18n/locales'

/**
 * The locale-free path of the page as the browser shows it: on a page that answers many
 * addresses the address's own, elsewhere (and at build) `path`.
 */
export function pagePath(path: string, fromAddress: boolean): string {
  if (!fromAddress || typeof window === 'undefined') return path
  return localeFreePath(window.location.pathname)
}

/**
 * Points the navbar's language links at this address in each language (the build knew only the
 * page's own path), before the navbar island runs; the island then renders the same links
 * (SiteNavbar's `pathFromAddress`).
 */
export function languageLinksFollowAddress(): void {
  const path = pagePath('', true)
  for (const link of document.querySelectorAll<HTMLAnchorElement>('header a[lang]')) {
    const locale = USER_LOCALES.find((known) => known === link.lang) as UserLocale | undefined
    if (locale) link.setAttribute('href', localizedPath(locale, path))
  }
}
