'use client'

import { useEffect, useRef, useState, type ReactNode } from 'react'
import { NAVBAR_BEHAVIOUR } from './nav-links'
import { nextNavbarVisible } from './nav-scroll'

/**
 * The navbar's outer frame: hide/show by scroll direction, and transparent at the top of the
 * pages that ask for it (`transparentAtTop`, decided by the host from the path).
 */
export function NavbarFrame({
  children,
  label,
  transparentAtTop,
}: {
  children: ReactNode
  label: string
  transparentAtTop: boolean
}) {
  const [visible, setVisible] = useState(true)
  const [atTop, setAtTop] = useState(true)
  const lastY = useRef(0)

  useEffect(() => {
    const onScroll = () => {
      const y = window.scrollY
      // Read now: React may run the updater later, after the next scroll moved lastY on.
      const previous = lastY.current
      lastY.current = y
      setVisible((current) => nextNavbarVisible(previous, y, current))
      setAtTop(y <= NAVBAR_BEHAVIOUR.scrollThresholdPx)
    }
    onScroll()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [])

  const transparent = transparentAtTop && atTop
  return (
    <header
      data-transparent={transparent}
      data-visible={visible}
      className={`sticky top-0 z-40 h-(--height-navbar) w-full transition-[translate,background-color,box-shadow] duration-300 ${
        // No translate while visible: it would make the header the containing block of the
        // fixed mobile menu.
        visible ? '' : '-translate-y-full'
      } ${transparent ? 'bg-transparent' : 'bg-white shadow-sm'}`}
    >
      <nav
        aria-label={label}
        className="mx-auto flex h-full max-w-(--container-page) items-center gap-4 px-4 md:px-6"
      >
        {children}
      </nav>
    </header>
  )
}
