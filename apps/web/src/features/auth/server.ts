// Server-only public entry of the auth feature: next/headers must stay out of client bundles,
// so it is not re-exported from index.ts.
export { hasSessionCookie, sessionToken } from './session-cookie'
