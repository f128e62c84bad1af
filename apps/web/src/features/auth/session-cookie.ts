import { ACCESS_TOKEN_COOKIE } from '@kelp/core/auth'
import { cookies } from 'next/headers'

/**
 * Server components only: whether the request carries a session cookie. Signed-in pages then
 * render their content on the server (issue 11); the browser still checks the session, and
 * anonymous visitors see only the sign-in modal (issue 5 §6).
 */
export async function hasSessionCookie(): Promise<boolean> {
  return (await cookies()).has(ACCESS_TOKEN_COOKIE)
}
