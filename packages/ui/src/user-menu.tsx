'use client'

import { useId } from 'react'
import { buttonClasses } from './button'
import type { LinkComponent } from './link-component'
import { NAV_LINKS } from './nav-links'
import type { NavSession } from './nav-session'
import type { NavTexts } from './nav-texts'
import { useHoverDisclosure } from './use-hover-disclosure'

/**
 * Desktop user menu (docs/product.md §2): sign-in when signed out; e-mail, Portfolio, Planner,
 * Log out when signed in. On focused paths (`focused`) Portfolio and Planner are left out.
 */
export function UserMenu({
  texts: t,
  session,
  focused,
  Link,
}: {
  texts: NavTexts
  session: NavSession
  focused: boolean
  Link: LinkComponent
}) {
  const { open, toggle, close, rootProps } = useHoverDisclosure()
  const listId = useId()

  if (session.status === 'loading') return <span className="w-20" aria-hidden="true" />
  if (session.status === 'signed-out' || !session.email) {
    return (
      <button
        type="button"
        onClick={session.signIn}
        className={buttonClasses({ variant: 'secondary', size: 'lg' })}
        data-sign-in=""
      >
        {t.signIn}
      </button>
    )
  }
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
        aria-label={t.userMenu}
        onClick={toggle}
        className={buttonClasses({ variant: 'ghost', size: 'lg' })}
      >
        <span
          aria-hidden="true"
          className="flex size-(--size-round-sm) items-center justify-center rounded-full bg-kelp-100 font-bold text-kelp-900"
        >
          {session.email.charAt(0).toUpperCase()}
        </span>
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="absolute top-full right-0 z-50 mt-1 w-64 rounded-xl border border-line bg-white p-2 shadow-lg"
      >
        <li className="truncate px-3 py-2 text-sm text-muted">{session.email}</li>
        {focused ? null : (
          <>
            <li>
              <Link
                href={NAV_LINKS.portfolio}
                onClick={close}
                className="block rounded-lg px-3 py-2 hover:bg-kelp-50"
              >
                {t.portfolio}
              </Link>
            </li>
            <li>
              <Link
                href={NAV_LINKS.planner}
                onClick={close}
                className="block rounded-lg px-3 py-2 hover:bg-kelp-50"
              >
                {t.planner}
              </Link>
            </li>
          </>
        )}
        <li>
          <button
            type="button"
            onClick={() => {
              close()
              session.logout()
            }}
            className="block w-full rounded-lg px-3 py-2 text-left hover:bg-kelp-50"
          >
            {t.logout}
          </button>
        </li>
      </ul>
    </div>
  )
}
