/** The magic link's one-time code in the dashboard's address (`?code=`). */
export const CODE_PARAM = 'code'

/**
 * What the dashboard's page knew when the server rendered it: a dashboard cookie the API
 * accepted (`session`; the dashboard is in the cache when the read arrived), no cookie, a cookie
 * the API refused (`session-ended`), or a link's code that the browser trades for a session
 * (`validating`).
 */
export type DashboardAccess = 'session' | 'signed-out' | 'session-ended' | 'validating'
