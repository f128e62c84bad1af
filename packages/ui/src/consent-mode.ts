import { CONSENT_DIALOG_DEFAULTS, type ConsentKey } from './consent'

/** Stored after "Accept all" or "Reject" (docs/product.md §3, full-accept form). */
export interface FullPreferences {
  functional: boolean
  marketing: boolean
  analytics: boolean
  hubspot: boolean
}

/** Stored after "Save and Continue" in the customise dialog (docs/product.md §3, custom-save form). */
export interface CustomPreferences {
  analytics: boolean
  smartlook: boolean
  linkedIn: boolean
  hubspot: boolean
}

export type StoredPreferences = FullPreferences | CustomPreferences
export type ConsentKeys = Record<ConsentKey, boolean>

export function allPreferences(value: boolean): FullPreferences {
  return { functional: value, marketing: value, analytics: value, hubspot: value }
}

/** Accept all sets every consent key true; reject sets every key false (docs/product.md §4). */
export function allConsentKeys(value: boolean): ConsentKeys {
  return {
    send_page_view: value,
    restricted_data_processing: value,
    allow_google_signals: value,
    allow_ad_personalization_signals: value,
    hubspot_tracking: value,
  }
}

/**
 * Save and Continue (docs/product.md §4): page views, google signals and ad personalization follow
 * analytics; restricted data processing is its inverse; CRM tracking follows the CRM toggle.
 */
export function customConsentKeys(choice: CustomPreferences): ConsentKeys {
  return {
    send_page_view: choice.analytics,
    restricted_data_processing: !choice.analytics,
    allow_google_signals: choice.analytics,
    allow_ad_personalization_signals: choice.analytics,
    hubspot_tracking: choice.hubspot,
  }
}

/** Which third-party tools a stored preference allows, whichever of the two shapes it has. */
export function allowedTools(preferences: StoredPreferences) {
  const full = 'functional' in preferences
  return {
    analytics: preferences.analytics,
    hubspot: preferences.hubspot,
    smartlook: full ? preferences.functional : preferences.smartlook,
    linkedIn: full ? preferences.marketing : preferences.linkedIn,
  }
}

/**
 * What the preferences dialog shows: the stored choice in the dialog's terms (after "Accept
 * all" or "Reject", session recording follows functional and LinkedIn marketing), or the dialog's defaults when none is stored.
 */
export function dialogChoice(preferences: StoredPreferences | null): CustomPreferences {
  if (!preferences) return { ...CONSENT_DIALOG_DEFAULTS }
  return allowedTools(preferences)
}
