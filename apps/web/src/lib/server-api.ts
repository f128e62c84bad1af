// Server components only: it reads the API's address from the server's environment.
/** Where the web server reaches the API: read at run time, so one build serves any deployment. */
export const apiOrigin = () => process.env.API_ORIGIN ?? 'http://127.0.0.1:4000'

/** A server render waits at most this long for the API, then leaves the fetch to the browser. */
const SERVER_FETCH_MS = 1_500

/**
 * GET a public API read while rendering on the server (issue 11: the content is in the HTML
 * instead of arriving after sign-in and a browser fetch). Any failure answers null, and the
 * page's client component then loads the data itself as before.
 */
export async function serverGet<T>(path: string, locale: string): Promise<T | null> {
  try {
    const res = await fetch(`${apiOrigin()}${path}`, {
      headers: { 'Accept-Language': locale },
      cache: 'no-store',
      signal: AbortSignal.timeout(SERVER_FETCH_MS),
    })
    return res.ok ? ((await res.json()) as T) : null
  } catch {
    return null
  }
}
