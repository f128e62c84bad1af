'use client'

import { useEffect, useState } from 'react'
import { useTranslations } from 'next-intl'
import type { SystemResponse } from '@kelp/core/http'
import { SYSTEM_STORAGE_KEY, testSystemNotice, type TestSystemNotice } from './notice'

/**
 * The "test system" bar (docs/decisions/110): shown on every page while the API uses an
 * embedded stand-in for payments, mail or sign-in. Prerendered pages cannot know the API they
 * will be served with, so the bar asks it once per browser session. Fixed at the bottom and
 * transparent to the pointer, it never shifts the layout or takes a click.
 */
export function TestSystemBar() {
  const t = useTranslations('system.testSystem')
  const [notice, setNotice] = useState<TestSystemNotice>(null)

  useEffect(() => {
    readSystem()
      .then((system) => system && setNotice(testSystemNotice(system)))
      .catch(() => {})
  }, [])

  if (!notice) return null
  return (
    // No live-region role: the bar is there from the start, and pages own their status roles.
    <div
      data-testid="test-system-bar"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-[60] bg-amber-300/95 px-4 py-1 text-center text-xs font-bold text-amber-950"
    >
      {t(notice)}
    </div>
  )
}

/** The API's system facts, asked once per browser session. */
async function readSystem(): Promise<SystemResponse | null> {
  const cached = sessionStorage.getItem(SYSTEM_STORAGE_KEY)
  if (cached) return JSON.parse(cached) as SystemResponse
  const res = await fetch('/api/system')
  if (!res.ok) return null
  const system = (await res.json()) as SystemResponse
  sessionStorage.setItem(SYSTEM_STORAGE_KEY, JSON.stringify(system))
  return system
}
