import type { LinkComponent, LocaleLinkComponent } from '@kelp/ui'
import { localizedPath, type SiteLocale } from '../i18n/locales'

const links = new Map<SiteLocale, LinkComponent>()

/**
 * The shared components' Link on the static site: a plain anchor to the page in the given
 * locale (a full page load; the app's pages answer it through the one origin).
 */
export function siteLink(locale: SiteLocale): LinkComponent {
  const known = links.get(locale)
  if (known) return known
  const Link: LinkComponent = ({ href, onClick, children, ...props }) => (
    <a href={localizedPath(locale, href)} onClick={onClick} {...props}>
      {children}
    </a>
  )
  links.set(locale, Link)
  return Link
}

const localeLinks = new Map<string, LocaleLinkComponent>()

/**
 * The language switch's link on the static site: the same page (`path`) in another locale,
 * naming that locale in `hreflang` as the app's links do.
 */
export function siteLocaleLink(path: string, current: SiteLocale): LocaleLinkComponent {
  const key = `${current}:${path}`
  const known = localeLinks.get(key)
  if (known) return known
  const LocaleLink: LocaleLinkComponent = ({ locale, children, ...props }) => (
    <a
      href={localizedPath(locale as SiteLocale, path)}
      hrefLang={locale === current ? undefined : locale}
      {...props}
    >
      {children}
    </a>
  )
  localeLinks.set(key, LocaleLink)
  return LocaleLink
}
