/** Cookie consent (spec §3 "Cookie preference record", §4 "Cookie consent"). */
export const CONSENT_STORAGE_KEY = 'userCookiePreferences'

/** HubSpot's do-not-track cookie: set when the CRM tool may not track. */
export const CRM_DO_NOT_TRACK_COOKIE = '__hs_do_not_track'

/** Consent-mode keys with their type and default (spec §3). */
export const CONSENT_SETTINGS = {
  send_page_view: { type: 'functional', default: true },
  restricted_data_processing: { type: 'functional', default: false },
  allow_google_signals: { type: 'marketing', default: true },
  allow_ad_personalization_signals: { type: 'marketing', default: true },
  hubspot_tracking: { type: 'marketing', default: true },
} as const

export type ConsentKey = keyof typeof CONSENT_SETTINGS

/** Defaults of the customise dialog; session recording is always on and locked. */
export const CONSENT_DIALOG_DEFAULTS = {
  analytics: true,
  smartlook: true,
  linkedIn: false,
  hubspot: true,
} as const

/**
 * Third-party ids. Each script loads only when its id is set here at build time AND the
 * stored consent allows it; with none configured, nothing third-party loads.
 */
export const THIRD_PARTY_IDS = {
  googleAnalytics: process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID ?? '',
  hubspot: process.env.NEXT_PUBLIC_HUBSPOT_PORTAL_ID ?? '',
  smartlook: process.env.NEXT_PUBLIC_SMARTLOOK_KEY ?? '',
  linkedIn: process.env.NEXT_PUBLIC_LINKEDIN_PARTNER_ID ?? '',
} as const

export const ANY_THIRD_PARTY_CONFIGURED = Object.values(THIRD_PARTY_IDS).some(Boolean)
