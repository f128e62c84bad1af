'use client'

import type { PortfolioId } from '@kelp/core/contributions'
import { useEffect, useState } from 'react'
import { DEFAULT_DRAFT, reviveDraft, type CheckoutDraft } from '../lib/checkout-draft'

const DRAFT_KEY = 'kelp.contribution.checkout'
/** Where the payment window sends an abandoned checkout (docs/api/contributions.md). */
export const CANCELLED_PARAM = 'payment'
export const CANCELLED_VALUE = 'cancelled'

export function clearCheckoutDraft(): void {
  sessionStorage.removeItem(DRAFT_KEY)
}

/**
 * The checkout's inputs, kept in session storage so that after an abandoned payment the
 * checkout restarts with what the visitor chose (product.md §4 "Payment window"). A portfolio in
 * the URL (/contribute/germany) wins over a stored one.
 */
export function useCheckoutDraft(portfolio?: PortfolioId) {
  const [draft, setDraft] = useState<CheckoutDraft>({
    ...DEFAULT_DRAFT,
    portfolio: portfolio ?? DEFAULT_DRAFT.portfolio,
  })
  const [cancelled, setCancelled] = useState(false)
  const [restored, setRestored] = useState(false)

  useEffect(() => {
    const params = new URLSearchParams(window.location.search)
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the address and the tab's storage exist only in the browser: read once after hydration so server and client render alike.
    setCancelled(params.get(CANCELLED_PARAM) === CANCELLED_VALUE)
    try {
      const stored = sessionStorage.getItem(DRAFT_KEY)
      if (stored) {
        const revived = reviveDraft(JSON.parse(stored))
        setDraft(portfolio ? { ...revived, portfolio } : revived)
      }
    } catch {
      // Unreadable storage: start from the defaults.
    }
    setRestored(true)
  }, [portfolio])

  useEffect(() => {
    if (restored) sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft))
  }, [draft, restored])

  const update = (patch: Partial<CheckoutDraft>) => setDraft((old) => ({ ...old, ...patch }))
  return { draft, update, cancelled, dismissCancelled: () => setCancelled(false) }
}
