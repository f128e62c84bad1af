/** A certificate id as the API draws them (base64url); anything else is not one of ours. */
export const CERTIFICATE_ID = /^[A-Za-z0-9_-]{22,64}$/

/** The verification page's path as Next serves it (with its locale), capturing the id. */
const VERIFY_PATH = /^\/[a-z]+\/verify\/([^/]+)$/

/** How long a verification waits for the API before telling the visitor to try again. */
export const LOOKUP_TIMEOUT_MS = 1_500

export type LookupOutcome = 'found' | 'not_found' | 'unavailable'

/**
 * What the API's answer means for the verification page. Only a 404 says the certificate does
 * not exist; an API that is down, too slow, overloaded or failing (`status` null, 429, 5xx, any
 * other answer) says nothing about it, and the page must not call a real certificate unknown.
 */
export function lookupOutcome(status: number | null): LookupOutcome {
  if (status === 404) return 'not_found'
  if (status !== null && status >= 200 && status < 300) return 'found'
  return 'unavailable'
}

/** The certificate id of a verification page's internal path, when it is one. */
export function verifyPathId(internalPath: string): string | null {
  const id = VERIFY_PATH.exec(internalPath)?.[1]
  return id && CERTIFICATE_ID.test(id) ? id : null
}

/**
 * The API's status for a certificate (HEAD: no body needed), null when it cannot be reached.
 * `headers`: the visitor's address and the request id, as on every other call to the API.
 */
export async function certificateStatus(
  apiOrigin: string,
  id: string,
  headers: Record<string, string>,
): Promise<number | null> {
  try {
    const res = await fetch(`${apiOrigin}/api/certificates/${id}`, {
      method: 'HEAD',
      headers,
      cache: 'no-store',
      signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS),
    })
    return res.status
  } catch {
    return null
  }
}
