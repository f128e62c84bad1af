// Server components only: it reads the API's address from the server's environment.
import { headers } from 'next/headers'
import { webEnv } from '@/config/env'
import { REQUEST_ID_HEADER } from './request-id'

/** Where the web server reaches the API: read at run time, so one build serves any deployment. */
export const apiOrigin = () => webEnv().API_ORIGIN

/** A server render waits at most this long for the API, then leaves the fetch to the browser. */
const SERVER_FETCH_MS = 1_500

/**
 * Who a server read speaks for: the visitor's session token (sent as the bearer), or the
 * headers of another proof, such as a contribution dashboard's token.
 */
export type ServerAuth = string | Record<string, string>

/**
 * GET an API read while rendering on the server (the content is in the HTML instead
 * of arriving after sign-in and a browser fetch). `auth` proves who asks, for private reads.
 * Any failure answers null, and the page's client component then loads the data itself as
 * before.
 */
export async function serverGet<T>(
  path: string,
  locale: string,
  auth?: ServerAuth,
): Promise<T | null> {
  return answerJson<T>(await serverFetch(path, locale, auth))
}

/** The JSON of a successful answer; null for a failure, a missing or an unreadable answer. */
export async function answerJson<T>(res: Response | null): Promise<T | null> {
  if (!res?.ok) return null
  try {
    return (await res.json()) as T
  } catch {
    return null
  }
}

/** The API's answer to a server-side GET, whatever its status; null when it was not reached. */
export async function serverFetch(
  path: string,
  locale: string,
  auth?: ServerAuth,
): Promise<Response | null> {
  try {
    // The visitor's address travels on, as on the browser's own /api calls through the proxy:
    // the API's per-IP limits then count each visitor, not the web server (TRUST_PROXY).
    const incoming = await headers()
    const forwardedFor = incoming.get('x-forwarded-for')
    // The proxy gave this render its request id: the API's log lines carry the same one.
    const requestId = incoming.get(REQUEST_ID_HEADER)
    return await fetch(`${apiOrigin()}${path}`, {
      headers: {
        'Accept-Language': locale,
        ...(typeof auth === 'string' ? { Authorization: `Bearer ${auth}` } : auth),
        ...(forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {}),
        ...(requestId ? { [REQUEST_ID_HEADER]: requestId } : {}),
      },
      cache: 'no-store',
      signal: AbortSignal.timeout(SERVER_FETCH_MS),
    })
  } catch {
    return null
  }
}
