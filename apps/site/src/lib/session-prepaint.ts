import { SIGNED_IN_COOKIE } from '@kelp/core/auth'

/** The attribute <html> carries when the session's companion cookie is set. */
export const SESSION_HINT_ATTRIBUTE = 'data-session-hint'

/**
 * Runs in <head> before the first paint: a static page's HTML is the signed-out navbar, and a
 * signed-in visitor's navbar island replaces its "Sign in" with the user menu as soon as it has
 * loaded. Marking <html> lets CSS keep "Sign in" from flashing for them until then
 * (styles/site.css). The page's CSP allows the script by its hash (astro.config.mjs).
 */
export const SESSION_PREPAINT_SCRIPT = `if(document.cookie.split(';').some(function(c){return c.trim().indexOf(${JSON.stringify(
  `${SIGNED_IN_COOKIE}=`,
)})===0}))document.documentElement.setAttribute('${SESSION_HINT_ATTRIBUTE}','')`
