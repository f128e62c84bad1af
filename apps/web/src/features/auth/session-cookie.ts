import { ACCESS_TOKEN_COOKIE } from '@kelp/core/auth'
import { cookies } from 'next/headers'

/**
 * Server components only: the session token the request's cookie carries, if any. Signed-in
 * pages then render their content on the server; the browser still checks the
 * session, and anonymous visitors see only the sign-in modal.
 */
export async function sessionToken(): Promise<string | undefined> {
  return (await cookies()).get(ACCESS_TOKEN_COOKIE)?.value || undefined
}

export async function hasSessionCookie(): Promise<boolean> {
  return (await sessionToken()) !== undefined
}
