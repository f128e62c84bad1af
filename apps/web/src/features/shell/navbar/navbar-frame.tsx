'use client'

import { useEffect, useRef, useState, type ReactNode } from 'react'
import { matchesPath, TRANSPARENT_NAVBAR_PATHS } from '@/config/page-chrome'
import { NAVBAR } from '@/config/navbar'
import { usePathname } from '@/i18n/navigation'
import { nextNavbarVisible } from './scroll-visibility'

/** The navbar's outer frame: transparency per page and hide/show by scroll direction. */
export function NavbarFrame({ children, label }: { children: ReactNode; label: string }) {
  const pathname = usePathname()
  const [visible, setVisible] = useState(true)
  const [atTop, setAtTop] = useState(true)
  const lastY = useRef(0)

  useEffect(() => {
    const onScroll = () => {
      const y = window.scrollY
      setVisible((current) => nextNavbarVisible(lastY.current, y, current))
      setAtTop(y <= NAVBAR.scrollThresholdPx)
      lastY.current = y
    }
    onScroll()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [])

  const transparent = matchesPath(pathname, TRANSPARENT_NAVBAR_PATHS) && atTop
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
