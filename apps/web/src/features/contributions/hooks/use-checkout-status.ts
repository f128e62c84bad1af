'use client'

import type { CheckoutSessionStatus } from '@kelp/core/contributions'
import { useEffect, useState } from 'react'
import { ApiError } from '@/lib/api-client'
import { fetchCheckoutSession } from '../api/checkout'

/** How often and how long the success page asks whether the provider confirmed the payment. */
export const STATUS_POLL_MS = 1_000
export const STATUS_POLL_ATTEMPTS = 60

export type CheckoutStatusState =
  { kind: 'loading' } | { kind: 'missing' } | { kind: 'found'; session: CheckoutSessionStatus }

/**
 * The checkout's state after the payment window, polled until it is paid or failed: the
 * status follows the provider's events, never the browser (docs/architecture.md §4 "Payments").
 */
export function useCheckoutStatus(sessionId: string | undefined, locale: string) {
  const [state, setState] = useState<CheckoutStatusState>({ kind: 'loading' })
  useEffect(() => {
    if (!sessionId) return
    let attempts = 0
    let timer: ReturnType<typeof setTimeout> | undefined
    let stopped = false
    const poll = async () => {
      attempts += 1
      try {
        const session = await fetchCheckoutSession(sessionId, locale)
        if (stopped) return
        setState({ kind: 'found', session })
        const settled = session.status === 'paid' || session.status === 'failed'
        if (!settled && attempts < STATUS_POLL_ATTEMPTS) timer = setTimeout(poll, STATUS_POLL_MS)
      } catch (error) {
        if (stopped) return
        if (error instanceof ApiError && error.status === 404) setState({ kind: 'missing' })
        else if (attempts < STATUS_POLL_ATTEMPTS) timer = setTimeout(poll, STATUS_POLL_MS)
      }
    }
    void poll()
    return () => {
      stopped = true
      clearTimeout(timer)
    }
  }, [sessionId, locale])
  // Without a session id there is nothing to poll: the checkout is missing from the start.
  return sessionId ? state : MISSING
}

const MISSING: CheckoutStatusState = { kind: 'missing' }
