import { localeFreePath, localizedPath, USER_LOCALES, type SiteLocale } from '../i18n/locales'

/**
 * The locale-free path of the page as the browser shows it: on a page that answers many
 * addresses the address's own, elsewhere (and at build) `path`.
 */
export function pagePath(path: string, fromAddress: boolean): string {
  if (!fromAddress || typeof window === 'undefined') return path
  return localeFreePath(window.location.pathname)
}

/**
 * Points the navbar's language links at the address `pathname` in each language (the build knew
 * only the page's own path); the navbar island renders the same links once it runs (SiteNavbar's
 * `pathFromAddress`). Written into the page as source, so it names nothing outside itself.
 */
export function pointLanguageLinks(
  doc: Document,
  pathname: string,
  toPath: (pathname: string) => string,
  inLocale: (locale: SiteLocale, path: string) => string,
  locales: readonly string[],
): void {
  const path = toPath(pathname)
  for (const link of Array.from(doc.querySelectorAll<HTMLAnchorElement>('header a[lang]'))) {
    if (locales.includes(link.lang))
      link.setAttribute('href', inLocale(link.lang as SiteLocale, path))
  }
}

/** The inline script that follows the navbar on a page that answers many addresses. */
export function languageLinksScript(): string {
  return `(${pointLanguageLinks})(document,location.pathname,${localeFreePath},${localizedPath},${JSON.stringify(USER_LOCALES)})`
}
