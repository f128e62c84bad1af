'use client'

import { useEffect, useRef, useState, type ReactNode } from 'react'
import { NAVBAR_BEHAVIOUR } from './nav-links'
import { NAVBAR_SCROLL_Y_ATTRIBUTE, navbarFrameClass, nextNavbarVisible } from './nav-scroll'

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
  const headerRef = useRef<HTMLElement>(null)

  useEffect(() => {
    const seenY = headerRef.current?.getAttribute(NAVBAR_SCROLL_Y_ATTRIBUTE)
    if (seenY != null) {
      lastY.current = Number(seenY)
      setVisible(headerRef.current?.dataset.visible !== 'false')
    }
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
      ref={headerRef}
      data-transparent={transparent}
      data-visible={visible}
      className={navbarFrameClass(visible, transparent)}
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
