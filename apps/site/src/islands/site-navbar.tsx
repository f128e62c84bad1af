import {
  CartLink,
  ContactButton,
  LanguageSwitch,
  MobileMenu,
  NAV_LINKS,
  NavDropdown,
  NavLogo,
  NavbarFrame,
  UserMenu,
  isFocusedPath,
  type LanguageTexts,
  type NavLogoTexts,
  type NavTexts,
} from '@kelp/ui'
import type { SignInTexts } from '@kelp/ui/sign-in'
import { USER_LOCALES, type SiteLocale } from '../i18n/locales'
import { pagePath } from '../lib/address-path'
import { useSiteSession } from './session'
import { siteLink, siteLocaleLink } from './site-link'

/** Texts the navbar needs beyond the `nav` menu texts, all resolved at build time. */
export interface SiteNavbarTexts {
  nav: NavTexts
  logo: NavLogoTexts
  languages: LanguageTexts
  /** "Cart" and "Cart, {count} lines" by plural category ("one", "other"). */
  cart: string
  cartCount: Record<string, string>
  /** The sign-in modal's, and the toast after signing in. */
  signIn: SignInTexts
  signedIn: string
}

export interface SiteNavbarProps {
  locale: SiteLocale
  /** The page's path without the locale prefix ('' for the home page). */
  path: string
  /** The page answers many addresses: in the browser its path is the address's. */
  pathFromAddress?: boolean
  transparentAtTop: boolean
  texts: SiteNavbarTexts
}

function cartLabel(texts: SiteNavbarTexts, locale: SiteLocale, count: number | null): string {
  if (!count) return texts.cart
  const category = new Intl.PluralRules(locale === 'de' ? 'de' : 'en').select(count)
  const template = texts.cartCount[category] ?? texts.cartCount.other ?? texts.cart
  return template.replace('{count}', new Intl.NumberFormat(locale).format(count))
}

/**
 * The whole navbar on a static page (docs/decisions/131): the shared pieces from @kelp/ui with
 * plain anchors, rendered to HTML at build time and hydrated as one island, which asks the API
 * for the session from the browser (user menu, cart, the mobile menu's account links).
 */
export function SiteNavbar({
  locale,
  path: builtPath,
  pathFromAddress = false,
  transparentAtTop,
  texts,
}: SiteNavbarProps) {
  const path = pagePath(builtPath, pathFromAddress)
  // siteLink keeps one component per locale: Link is the same component on every render.
  const Link = siteLink(locale)
  const session = useSiteSession(locale, path, { modal: texts.signIn, signedIn: texts.signedIn })
  const languages = (
    <LanguageSwitch
      locales={USER_LOCALES}
      current={locale}
      texts={texts.languages}
      LocaleLink={siteLocaleLink(path, locale)}
    />
  )
  const focused = isFocusedPath(path)
  const contact = focused ? null : (
    <ContactButton
      locale={locale}
      label={texts.nav.contact}
      newTabLabel={texts.nav.contactNewTab}
    />
  )
  const cart =
    session.status === 'signed-in' ? (
      <CartLink
        count={session.cartCount}
        label={cartLabel(texts, locale, session.cartCount)}
        Link={Link}
      />
    ) : null
  const link = 'rounded-md px-3 py-2 font-medium hover:bg-kelp-50'
  return (
    <NavbarFrame label={texts.nav.main} transparentAtTop={transparentAtTop}>
      <NavLogo texts={texts.logo} planner={false} Link={Link} />
      <div className="hidden flex-1 items-center gap-1 min-[900px]:flex">
        <NavDropdown label={texts.nav.solutions} options={texts.nav.solutionOptions} Link={Link} />
        <NavDropdown
          label={texts.nav.knowledgeCenter}
          options={texts.nav.knowledgeOptions}
          Link={Link}
        />
        {/* eslint-disable-next-line react-hooks/static-components -- one Link per locale, see above */}
        <Link href={NAV_LINKS.promise} className={link}>
          {texts.nav.promise}
        </Link>
        {/* eslint-disable-next-line react-hooks/static-components -- one Link per locale, see above */}
        <Link href={NAV_LINKS.customers} className={link}>
          {texts.nav.customers}
        </Link>
        <div className="ml-auto flex items-center gap-3">
          {languages}
          {contact}
          {cart}
          <UserMenu texts={texts.nav} session={session} focused={focused} Link={Link} />
        </div>
      </div>
      <MobileMenu
        texts={texts.nav}
        session={session}
        pathname={path}
        Link={Link}
        cart={cart}
        languageSwitch={languages}
        contactButton={contact}
      />
    </NavbarFrame>
  )
}
