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
