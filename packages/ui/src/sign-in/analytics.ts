import { CONSENT_STORAGE_KEY } from '../consent'

/** Pushes an event to the data layer, only when analytics is consented (product.md §4). */
export function trackAuthEvent(event: 'auth_modal_open' | 'auth_email_submit'): void {
  try {
    const raw = window.localStorage.getItem(CONSENT_STORAGE_KEY)
    const preferences = raw ? (JSON.parse(raw) as { analytics?: boolean }) : null
    if (!preferences?.analytics) return
    const w = window as unknown as { dataLayer?: unknown[] }
    w.dataLayer = w.dataLayer ?? []
    w.dataLayer.push({ event })
  } catch {
    // Analytics must never break sign-in.
  }
}
