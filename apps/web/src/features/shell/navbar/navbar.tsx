import { NAV_LINKS, NavbarFrame, navTexts } from '@kelp/ui'
import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'
import { Link } from '@/i18n/navigation'
import { ContactButton } from './contact-button'
import { LanguageControl } from './language-control'
import { MobileMenu } from './mobile-menu'
import { NavDropdown } from './nav-dropdown'
import { NavLogo } from './nav-logo'
import { UserMenu } from './user-menu'

/**
 * The navigation bar (product.md §2): the pieces shared with the static site (@kelp/ui) with the
 * app's texts, Link and session. A server component: the menu texts are resolved here and only
 * the interactive parts are client islands. Desktop from 900 px (product.md §9 desktop/mobile
 * switch), the hamburger below. `cart`: the cart link, given by the page layout so the shell
 * needs no other feature.
 */
export async function Navbar({ cart }: { cart: ReactNode }) {
  const t = await getTranslations('nav')
  const texts = navTexts((key) => t(key as never))
  const link = 'rounded-md px-3 py-2 font-medium hover:bg-kelp-50'

  return (
    <NavbarFrame label={texts.main} transparentAtTop={false}>
      <NavLogo />
      <div className="hidden flex-1 items-center gap-1 min-[900px]:flex">
        <NavDropdown label={texts.solutions} options={texts.solutionOptions} />
        <NavDropdown label={texts.knowledgeCenter} options={texts.knowledgeOptions} />
        <Link href={NAV_LINKS.promise} className={link}>
          {texts.promise}
        </Link>
        <Link href={NAV_LINKS.customers} className={link}>
          {texts.customers}
        </Link>
        <div className="ml-auto flex items-center gap-3">
          <LanguageControl />
          <ContactButton />
          {cart}
          <UserMenu texts={texts} />
        </div>
      </div>
      <MobileMenu texts={texts} cart={cart} />
    </NavbarFrame>
  )
}
