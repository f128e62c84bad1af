import { publicEnv } from './env'
/** Cookie consent (product.md §3 "Cookie preference record", §4 "Cookie consent"). */
// The storage key, the <html> marker and the pre-paint script are shared with the static site.
export { CONSENT_NEEDED_ATTRIBUTE, CONSENT_PREPAINT_SCRIPT, CONSENT_STORAGE_KEY } from '@kelp/ui'

/** HubSpot's do-not-track cookie: set when the CRM tool may not track. */
export const CRM_DO_NOT_TRACK_COOKIE = '__hs_do_not_track'

/** Consent-mode keys with their type and default (product.md §3). */
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

/**
 * Third-party ids. Each script loads only when its id is set here at build time AND the
 * stored consent allows it; with none configured, nothing third-party loads.
 */
export const THIRD_PARTY_IDS = {
  googleAnalytics: publicEnv.NEXT_PUBLIC_GA_MEASUREMENT_ID ?? '',
  hubspot: publicEnv.NEXT_PUBLIC_HUBSPOT_PORTAL_ID ?? '',
  smartlook: publicEnv.NEXT_PUBLIC_SMARTLOOK_KEY ?? '',
  linkedIn: publicEnv.NEXT_PUBLIC_LINKEDIN_PARTNER_ID ?? '',
} as const

export const ANY_THIRD_PARTY_CONFIGURED = Object.values(THIRD_PARTY_IDS).some(Boolean)

/**
 * Where each tool's loader (features/shell/consent/third-party-scripts.tsx) fetches scripts
 * from: allowed in script-src only when the tool's id is configured (docs/decisions/090).
 * Prerendered pages allow scripts by host, so a tool whose loader pulls more scripts from a
 * new host needs that host here; check the console for refused scripts when enabling one.
 */
export const THIRD_PARTY_SCRIPT_ORIGINS: Record<keyof typeof THIRD_PARTY_IDS, readonly string[]> = {
  googleAnalytics: ['https://www.googletagmanager.com'],
  hubspot: [
    'https://js.hs-scripts.com',
    'https://js.hs-analytics.net',
    'https://js.hs-banner.com',
    'https://js.hscollectedforms.net',
    'https://js.usemessages.com',
    'https://js.hsadspixel.net',
  ],
  smartlook: ['https://web-sdk.smartlook.com'],
  linkedIn: ['https://snap.licdn.com'],
}
