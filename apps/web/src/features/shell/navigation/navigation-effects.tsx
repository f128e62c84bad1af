'use client'

import { useEffect, useRef, useState } from 'react'
import { usePathname } from 'next/navigation'
import { NavigationPlaceholder } from './on-demand'
import { placeholderFor, type PlaceholderKind } from './placeholder-for'
import { readScroll, saveScroll, usesNativeRestoration } from './scroll-memory'

/** product.md §2: a route change restores the saved position of the new path after 1 ms. */
const RESTORE_DELAY_MS = 1

/** The internal path a click on this element navigates to, or null for anything else. */
function internalTarget(event: MouseEvent): string | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null
  const anchor = (event.target as Element | null)?.closest?.('a[href]')
  if (
    !(anchor instanceof HTMLAnchorElement) ||
    anchor.target === '_blank' ||
    anchor.hasAttribute('download')
  )
    return null
  const url = new URL(anchor.href, window.location.href)
  if (url.origin !== window.location.origin || url.pathname === window.location.pathname)
    return null
  return url.pathname
}

/** Whether this document was reached with the browser's back or forward button. */
function cameBack(): boolean {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
  return entry?.type === 'back_forward'
}

/**
 * Client navigation (product.md §2): scroll to top and show the placeholder for the target route when
 * a navigation starts; save the scroll position per path on route change and unload; restore
 * it 1 ms after each route change, back navigation included. A link to a static page of
 * apps/site leaves the app with a full page load; coming back to the app page, freshly loaded or
 * from the back-forward cache, restores its position too. Native restoration on iOS Safari.
 */
export function NavigationEffects() {
  const pathname = usePathname()
  const [pending, setPending] = useState<PlaceholderKind | null>(null)
  const current = useRef(pathname)
  const native = useRef(false)
  // Set when a click saved the position and scrolled to the top: leaving the page then (a full
  // load of a static page) must not save the top over it.
  const savedOnClick = useRef(false)

  useEffect(() => {
    native.current = usesNativeRestoration(navigator.userAgent)
    if (!native.current) window.history.scrollRestoration = 'manual'
    const restore = () => {
      const saved = readScroll(current.current)
      if (saved) setTimeout(() => window.scrollTo(saved.x, saved.y), RESTORE_DELAY_MS)
    }
    if (!native.current && cameBack()) restore()
    const onClick = (event: MouseEvent) => {
      const target = internalTarget(event)
      if (!target) return
      saveScroll(current.current)
      savedOnClick.current = true
      window.scrollTo(0, 0)
      setPending(placeholderFor(target))
    }
    const onLeave = () => {
      if (!savedOnClick.current) saveScroll(current.current)
    }
    const onShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return
      savedOnClick.current = false
      setPending(null)
      if (!native.current) restore()
    }
    // Capture phase: next/link prevents the default in its own handler, which runs first otherwise.
    document.addEventListener('click', onClick, { capture: true })
    window.addEventListener('popstate', onLeave, { capture: true })
    window.addEventListener('pagehide', onLeave)
    window.addEventListener('pageshow', onShow)
    return () => {
      document.removeEventListener('click', onClick, { capture: true })
      window.removeEventListener('popstate', onLeave, { capture: true })
      window.removeEventListener('pagehide', onLeave)
      window.removeEventListener('pageshow', onShow)
    }
  }, [])

  useEffect(() => {
    if (current.current === pathname) return
    current.current = pathname
    savedOnClick.current = false
    setPending(null)
    if (native.current) return
    const saved = readScroll(pathname)
    const timer = setTimeout(() => {
      if (saved) window.scrollTo(saved.x, saved.y)
    }, RESTORE_DELAY_MS)
    return () => clearTimeout(timer)
  }, [pathname])

  return pending ? <NavigationPlaceholder kind={pending} /> : null
}
