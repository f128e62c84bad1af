'use client'

import { NavbarFrame as SharedNavbarFrame } from '@kelp/ui'
import type { ReactNode } from 'react'
import { matchesPath, TRANSPARENT_NAVBAR_PATHS } from '@/config/page-chrome'
import { usePathname } from '@/i18n/navigation'

/** The shared navbar frame (@kelp/ui); transparency per page from config/page-chrome. */
export function NavbarFrame({ children, label }: { children: ReactNode; label: string }) {
  const transparentAtTop = matchesPath(usePathname(), TRANSPARENT_NAVBAR_PATHS)
  return (
    <SharedNavbarFrame label={label} transparentAtTop={transparentAtTop}>
      {children}
    </SharedNavbarFrame>
  )
}
