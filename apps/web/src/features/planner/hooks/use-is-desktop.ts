'use client'

import { useSyncExternalStore } from 'react'
import { LAYOUT } from '@/config/layout'

const QUERY = `(min-width: ${LAYOUT.mobileBreakpointPx}px)`

function subscribe(onChange: () => void) {
  const media = window.matchMedia(QUERY)
  media.addEventListener('change', onChange)
  return () => media.removeEventListener('change', onChange)
}

/** True from the mobile breakpoint (768 px, product.md §9) up; null while rendering on the server. */
export function useIsDesktop(): boolean | null {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => null,
  )
}
