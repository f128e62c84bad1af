'use client'

import { useEffect, useState, type ReactNode } from 'react'
import { buttonClasses } from './button'
import type { LinkComponent } from './link-component'
import { NAV_LINKS } from './nav-links'
import type { NavSession } from './nav-session'
import type { NavTexts } from './nav-texts'
import { MobileSection } from './mobile-section'

const closedSections = { solutions: false, knowledge: false }

/**
 * Full-screen slide-in menu 89 px below the top (docs/product.md §2 "Mobile", §9). Page scroll
 * is locked while it is open; closing resets the expanded sections, and so does moving to
 * another page (`pathname`, given by the host).
 */
export function MobileMenu({
  texts: t,
  session,
  pathname,
  Link,
  cart,
  languageSwitch,
  contactButton,
}: {
  texts: NavTexts
  session: NavSession
  pathname: string
  Link: LinkComponent
  cart: ReactNode
  languageSwitch: ReactNode
  /** Shown below the menu when signed in. */
  contactButton: ReactNode
}) {
  const [open, setOpen] = useState(false)
  const [sections, setSections] = useState(closedSections)

  const close = () => {
    setOpen(false)
    setSections(closedSections)
  }

  useEffect(() => {
    if (!open) return
    const previous = document.body.style.overflow
    document.body.style.overflow = 'hidden'
    return () => {
      document.body.style.overflow = previous
    }
  }, [open])

  // Moving to another page closes the menu (adjusted while rendering, not in an effect).
  const [menuPath, setMenuPath] = useState(pathname)
  if (menuPath !== pathname) {
    setMenuPath(pathname)
    close()
  }

  const signedIn = session.status === 'signed-in'
  const link = 'block border-b border-line py-4 text-lg font-semibold'
  return (
    <div className="ml-auto flex items-center min-[900px]:hidden">
      {cart}
      <button
        type="button"
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={open ? t.closeMenu : t.openMenu}
        onClick={() => (open ? close() : setOpen(true))}
        className={buttonClasses({ variant: 'ghost', size: 'lg', round: true })}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-6 stroke-current"
          strokeWidth="2"
          fill="none"
        >
          {open ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
        </svg>
      </button>
      <div
        id="mobile-menu"
        role="region"
        aria-label={t.mobileMenu}
        hidden={!open}
        className="fixed inset-x-0 top-(--height-navbar) bottom-0 z-40 overflow-y-auto bg-white px-6 pb-10 motion-safe:animate-[slide-in_300ms_ease-out]"
      >
        <ul>
          <MobileSection
            label={t.solutions}
            options={t.solutionOptions}
            expanded={sections.solutions}
            onToggle={() => setSections((s) => ({ ...s, solutions: !s.solutions }))}
            onNavigate={close}
            Link={Link}
          />
          <MobileSection
            label={t.knowledgeCenter}
            options={t.knowledgeOptions}
            expanded={sections.knowledge}
            onToggle={() => setSections((s) => ({ ...s, knowledge: !s.knowledge }))}
            onNavigate={close}
            Link={Link}
          />
          <li>
            <Link href={NAV_LINKS.promise} onClick={close} className={link}>
              {t.promise}
            </Link>
          </li>
          <li>
            <Link href={NAV_LINKS.customers} onClick={close} className={link}>
              {t.customers}
            </Link>
          </li>
          {signedIn ? (
            <>
              <li>
                <Link href={NAV_LINKS.portfolio} onClick={close} className={link}>
                  {t.mobilePortfolio}
                </Link>
              </li>
              <li>
                <Link href={NAV_LINKS.planner} onClick={close} className={link}>
                  {t.mobilePlanner}
                </Link>
              </li>
              <li>
                <button
                  type="button"
                  onClick={() => {
                    close()
                    session.logout()
                  }}
                  className={`${link} w-full text-left`}
                >
                  {t.mobileLogout}
                </button>
              </li>
            </>
          ) : (
            <li className="py-4">
              <button
                type="button"
                onClick={() => {
                  close()
                  session.signIn()
                }}
                className={buttonClasses({ variant: 'secondary', size: 'lg' })}
              >
                {t.signIn}
              </button>
            </li>
          )}
        </ul>
        <div className="mt-6 flex items-center justify-between gap-4">
          {languageSwitch}
          {signedIn ? contactButton : null}
        </div>
      </div>
    </div>
  )
}
