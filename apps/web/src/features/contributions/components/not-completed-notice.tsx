'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useRef } from 'react'

/**
 * product.md §8 "Payment": shown after the payment window was closed without paying, or when the
 * payment provider could not be reached to open it (`providerDown`); either way nothing was charged.
 */
export function NotCompletedNotice({ providerDown = false }: { providerDown?: boolean }) {
  const t = useTranslations('contributions.checkout.notCompleted')
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => ref.current?.focus(), [])
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      className="rounded-xl border border-amber-300 bg-amber-50 p-4"
    >
      <h3 className="font-semibold">{t('title')}</h3>
      <p className="mt-1 text-sm text-ink/85">{t(providerDown ? 'providerDown' : 'body')}</p>
    </div>
  )
}
