'use client'

import { useLiveToasts } from './toast-loader'

/**
 * The app root's toaster (product.md §9 "Toasts", see live-toaster.tsx). It renders nothing until the
 * first toast loads the toast library (toast-loader.ts). It is not preloaded when the page is
 * idle: that load landed inside Lighthouse's blocking-time window on app pages (decision 095).
 */
export function AppToaster() {
  const live = useLiveToasts()
  return live ? <live.LiveToaster /> : null
}
