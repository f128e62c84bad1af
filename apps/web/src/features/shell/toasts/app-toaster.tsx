'use client'

import { useEffect } from 'react'
import { loadToasts, useLiveToasts } from './toast-loader'

/**
 * The app root's toaster (spec §9 "Toasts", see live-toaster.tsx). It renders nothing until the
 * toast library is loaded: on the first toast, or when the browser is first idle, so the first
 * toast shows at once.
 */
export function AppToaster() {
  const live = useLiveToasts()
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(() => void loadToasts(), 1_000)
      return () => window.clearTimeout(timer)
    }
    const handle = window.requestIdleCallback(() => void loadToasts(), { timeout: 3_000 })
    return () => window.cancelIdleCallback(handle)
  }, [])
  return live ? <live.LiveToaster /> : null
}
