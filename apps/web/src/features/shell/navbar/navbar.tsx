import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'
import type messages from '../../../../messages/en.json'
import { KNOWLEDGE_CENTER, NAV_LINKS, SOLUTIONS, type MenuOption } from '@/config/links'
import { Link } from '@/i18n/navigation'
import { ContactButton } from './contact-button'
import { LanguageControl } from './language-control'
import type { NavOption } from './menu-option'
import { MobileMenu } from './mobile-menu'
import { NavDropdown } from './nav-dropdown'
import { NavLogo } from './nav-logo'
import { NavbarFrame } from './navbar-frame'
import { UserMenu } from './user-menu'

/**
 * The navigation bar (product.md §2). A server component: the menu texts are resolved here and
 * only the interactive parts (dropdowns, language, user and mobile menus) are client islands.
 * Desktop from 900 px (product.md §9 desktop/mobile switch), the hamburger below.
 */
type ItemId = keyof (typeof messages)['nav']['items']

/** `cart`: the cart link, given by the page layout so the shell needs no other feature. */
export async function Navbar({ cart }: { cart: ReactNode }) {
  const t = await getTranslations('nav')
  const toOptions = (options: readonly MenuOption[]): NavOption[] =>
    options.map((option) => ({
      id: option.id,
      href: option.href,
      title: t(`items.${option.id as ItemId}.title`),
      description: t(`items.${option.id as ItemId}.description`),
    }))
  const solutions = toOptions(SOLUTIONS)
  const knowledge = toOptions(KNOWLEDGE_CENTER)
  const link = 'rounded-md px-3 py-2 font-medium hover:bg-kelp-50'

  return (
    <NavbarFrame label={t('main')}>
      <NavLogo />
      <div className="hidden flex-1 items-center gap-1 min-[900px]:flex">
        <NavDropdown label={t('solutions')} options={solutions} />
        <NavDropdown label={t('knowledgeCenter')} options={knowledge} />
        <Link href={NAV_LINKS.promise} className={link}>
          {t('promise')}
        </Link>
        <Link href={NAV_LINKS.customers} className={link}>
          {t('customers')}
        </Link>
        <div className="ml-auto flex items-center gap-3">
          <LanguageControl />
          <ContactButton />
          {cart}
          <UserMenu />
        </div>
      </div>
      <MobileMenu solutions={solutions} knowledge={knowledge} cart={cart} />
    </NavbarFrame>
  )
}
