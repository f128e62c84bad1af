/** Cookie consent shared by the app and the static site (docs/product.md §4 "Cookie consent"). */
export const CONSENT_STORAGE_KEY = 'userCookiePreferences'

/** Set on <html> while no consent choice is stored: the banner shows only then. */
export const CONSENT_NEEDED_ATTRIBUTE = 'data-consent-needed'

/**
 * Runs in <head> before the first paint: marks <html> when no consent choice is stored, so
 * the server-rendered banner paints with the page (not after hydration) and never
 * flashes for someone who already chose. Each host's CSP allows it by its hash.
 */
export const CONSENT_PREPAINT_SCRIPT = `try{var s=localStorage.getItem(${JSON.stringify(
  CONSENT_STORAGE_KEY,
)})}catch(e){}if(s==null)document.documentElement.setAttribute('${CONSENT_NEEDED_ATTRIBUTE}','')`

/** HubSpot's do-not-track cookie: set when the CRM tool may not track. */
export const CRM_DO_NOT_TRACK_COOKIE = '__hs_do_not_track'

/** Consent-mode keys with their type and default (docs/product.md §3). */
export const CONSENT_SETTINGS = {
  send_page_view: { type: 'functional', default: true },
  restricted_data_processing: { type: 'functional', default: false },
  allow_google_signals: { type: 'marketing', default: true },
  allow_ad_personalization_signals: { type: 'marketing', default: true },
  hubspot_tracking: { type: 'marketing', default: true },
} as const

export type ConsentKey = keyof typeof CONSENT_SETTINGS

/** Defaults of the customise dialog when nothing is stored yet. */
export const CONSENT_DIALOG_DEFAULTS = {
  analytics: true,
  smartlook: true,
  linkedIn: false,
  hubspot: true,
} as const
