/**
 * Fired on window to open the cookie preferences from anywhere (the footer's "Cookie settings"),
 * so changing or withdrawing consent is always one click away. ConsentManager listens.
 */
export const OPEN_CONSENT_SETTINGS_EVENT = 'kelp:consent-settings'

export function openConsentSettings() {
  window.dispatchEvent(new CustomEvent(OPEN_CONSENT_SETTINGS_EVENT))
}
