'use client'

import {
  readSystem,
  TEST_SYSTEM_BAR_CLASS,
  testSystemNotice,
  type TestSystemNotice,
} from '@kelp/ui'
import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'

/** The shared "test system" bar (@kelp/ui test-system) with the app's texts. */
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
    <div data-testid="test-system-bar" className={TEST_SYSTEM_BAR_CLASS}>
      {t(notice)}
    </div>
  )
}
