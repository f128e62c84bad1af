import {
  allConsentKeys,
  allPreferences,
  customConsentKeys,
  type CustomPreferences,
} from './consent-mode'
import {
  applyConsentKeys,
  clearAnalytics,
  setDoNotTrack,
  storePreferences,
} from './consent-storage'

/**
 * Accept or reject every category (docs/product.md §4): the consent-mode keys, the analytics
 * cookies, the CRM's do-not-track cookie and the stored choice. The manager's buttons and the
 * static site's banner before its island runs both choose through here.
 */
export function chooseAll(value: boolean) {
  applyConsentKeys(allConsentKeys(value))
  if (!value) clearAnalytics()
  setDoNotTrack(!value)
  storePreferences(allPreferences(value))
}

/** The customise dialog's choice, applied and stored the same way. */
export function chooseCustom(choice: CustomPreferences) {
  applyConsentKeys(customConsentKeys(choice))
  if (!choice.analytics) clearAnalytics()
  setDoNotTrack(!choice.hubspot)
  storePreferences(choice)
}

/** Marks the banner's buttons in the HTML, so a host can serve them before hydration. */
export const CONSENT_CHOICE_ATTRIBUTE = 'data-consent-choice'
export type ConsentBannerChoice = 'customise' | 'reject' | 'accept'
