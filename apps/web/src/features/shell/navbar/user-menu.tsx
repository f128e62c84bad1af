'use client'

import { useId } from 'react'
import { useTranslations } from 'next-intl'
import { buttonClasses } from '@/components/ui/button'
import { NAV_LINKS } from '@/config/links'
import { isFocusedPath } from '@/config/page-chrome'
import { useAuth } from '@/features/auth'
import { Link, usePathname } from '@/i18n/navigation'
import { useHoverDisclosure } from './use-hover-disclosure'

/** Desktop user menu (product.md §2): sign-in when signed out; e-mail, Portfolio, Planner, Log out. */
export function UserMenu() {
  const t = useTranslations('nav')
  const auth = useAuth()
  const pathname = usePathname()
  const { open, toggle, close, rootProps } = useHoverDisclosure()
  const listId = useId()

  if (auth.status === 'loading') return <span className="w-20" aria-hidden="true" />
  if (auth.status === 'signed-out' || !auth.user) {
    return (
      <button
        type="button"
        onClick={auth.openAuthModal}
        className={buttonClasses({ variant: 'secondary', size: 'lg' })}
      >
        {t('signIn')}
      </button>
    )
  }
  const focused = isFocusedPath(pathname)
  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- Escape pressed on the button or any item bubbles up here and closes the menu; the wrapper takes no focus itself.
    <div
      {...rootProps}
      className="relative"
      onKeyDown={(event) => event.key === 'Escape' && close()}
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={t('userMenu')}
        onClick={toggle}
        className={buttonClasses({ variant: 'ghost', size: 'lg' })}
      >
        <span
          aria-hidden="true"
          className="flex size-(--size-round-sm) items-center justify-center rounded-full bg-kelp-100 font-bold text-kelp-900"
        >
          {auth.user.email.charAt(0).toUpperCase()}
        </span>
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="absolute top-full right-0 z-50 mt-1 w-64 rounded-xl border border-line bg-white p-2 shadow-lg"
      >
        <li className="truncate px-3 py-2 text-sm text-muted">{auth.user.email}</li>
        {focused ? null : (
          <>
            <li>
              <Link
                href={NAV_LINKS.portfolio}
                onClick={close}
                className="block rounded-lg px-3 py-2 hover:bg-kelp-50"
              >
                {t('portfolio')}
              </Link>
            </li>
            <li>
              <Link
                href={NAV_LINKS.planner}
                onClick={close}
                className="block rounded-lg px-3 py-2 hover:bg-kelp-50"
              >
                {t('planner')}
              </Link>
            </li>
          </>
        )}
        <li>
          <button
            type="button"
            onClick={() => {
              close()
              void auth.logout()
            }}
            className="block w-full rounded-lg px-3 py-2 text-left hover:bg-kelp-50"
          >
            {t('logout')}
          </button>
        </li>
      </ul>
    </div>
  )
}
