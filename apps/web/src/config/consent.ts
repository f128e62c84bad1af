/** Cookie consent (product.md §3 "Cookie preference record", §4 "Cookie consent"). */
// The storage key, the <html> marker, the pre-paint script, the consent-mode keys and the
// dialog's defaults are shared with the static site.
export {
  CONSENT_DIALOG_DEFAULTS,
  CONSENT_NEEDED_ATTRIBUTE,
  CONSENT_PREPAINT_SCRIPT,
  CONSENT_SETTINGS,
  CONSENT_STORAGE_KEY,
  CRM_DO_NOT_TRACK_COOKIE,
  type ConsentKey,
} from '@kelp/ui'

/**
 * Third-party ids. Each script loads only when its id is set here at build time AND the
 * stored consent allows it; with none configured, nothing third-party loads. Read straight from
 * the inlined variables, not through the zod schema of config/env.ts: this module is in every
 * page's browser code. Nothing is lost: the schema takes any string for them (an empty one as
 * unset, which is '' here too), and next.config.ts parses the whole environment at build time.
 */
export const THIRD_PARTY_IDS = {
  googleAnalytics: process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID ?? '',
  hubspot: process.env.NEXT_PUBLIC_HUBSPOT_PORTAL_ID ?? '',
  smartlook: process.env.NEXT_PUBLIC_SMARTLOOK_KEY ?? '',
  linkedIn: process.env.NEXT_PUBLIC_LINKEDIN_PARTNER_ID ?? '',
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
