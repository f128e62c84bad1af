import { CONSENT_STORAGE_KEY, CRM_DO_NOT_TRACK_COOKIE } from './consent'
import type { ConsentKeys, StoredPreferences } from './consent-mode'

/** Fired on window after consent changes, so the script loader can react. */
export const CONSENT_EVENT = 'kelp:consent'
const YEAR_SECONDS = 60 * 60 * 24 * 365

export function readPreferences(): StoredPreferences | null {
  try {
    const raw = window.localStorage.getItem(CONSENT_STORAGE_KEY)
    return raw ? (JSON.parse(raw) as StoredPreferences) : null
  } catch {
    return null
  }
}

export function storePreferences(preferences: StoredPreferences) {
  window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(preferences))
  window.dispatchEvent(new CustomEvent(CONSENT_EVENT))
}

/** The CRM's do-not-track cookie: set when the CRM may not track, removed when it may. */
export function setDoNotTrack(on: boolean) {
  document.cookie = on
    ? `${CRM_DO_NOT_TRACK_COOKIE}=yes; path=/; max-age=${YEAR_SECONDS}; SameSite=Lax`
    : `${CRM_DO_NOT_TRACK_COOKIE}=; path=/; max-age=0; SameSite=Lax`
}

/** Removes the analytics cookies when analytics is switched off (docs/product.md §4). */
export function clearAnalytics() {
  for (const entry of document.cookie.split(';')) {
    const name = entry.split('=')[0]?.trim() ?? ''
    if (/^(_ga|_gid|_gat)/.test(name)) {
      document.cookie = `${name}=; path=/; max-age=0`
      document.cookie = `${name}=; path=/; max-age=0; domain=.${window.location.hostname}`
    }
  }
}

/**
 * Applies the consent-mode keys through the tag's command queue (window.dataLayer), which the
 * analytics tag reads when, and only if, it is configured and loaded.
 */
export function applyConsentKeys(keys: ConsentKeys) {
  const w = window as unknown as { dataLayer?: unknown[] }
  w.dataLayer = w.dataLayer ?? []
  w.dataLayer.push(['set', keys])
}
