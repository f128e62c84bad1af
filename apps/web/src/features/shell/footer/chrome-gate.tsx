'use client'

import type { ReactNode } from 'react'
import { HIDDEN_FOOTER_PATHS, matchesPath, needsMobileSpacer } from '@/config/page-chrome'
import { usePathname } from '@/i18n/navigation'

/** Renders the (server-rendered) footer unless the page hides it (config/page-chrome.ts). */
export function FooterGate({ children }: { children: ReactNode }) {
  return matchesPath(usePathname(), HIDDEN_FOOTER_PATHS) ? null : children
}

/** product.md §2 "Mobile spacer": 50 px on paths containing /projects/, below 768 px only. */
export function MobileSpacer() {
  if (!needsMobileSpacer(usePathname())) return null
  return (
    <div
      data-testid="mobile-spacer"
      aria-hidden="true"
      className="h-(--height-mobile-spacer) md:hidden"
    />
  )
}
