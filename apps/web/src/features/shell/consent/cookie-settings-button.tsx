'use client'

import type { ReactNode } from 'react'
import { openConsentSettings } from '@kelp/ui'

/** Reopens the cookie preferences with the stored choice; the footer renders it on every page. */
export function CookieSettingsButton({
  children,
  className,
}: {
  children: ReactNode
  className?: string
}) {
  return (
    <button type="button" onClick={openConsentSettings} className={className}>
      {children}
    </button>
  )
}
