import { SIGNED_IN_COOKIE } from '@kelp/core/auth'
import { readCookie } from '../../lib/api-client'

/**
 * Whether the web server set a session cookie. The token itself is HttpOnly (set and cleared
 * by the web server, docs/decisions/120); this companion only tells the page to load the profile.
 */
export const hasSessionHint = () => readCookie(SIGNED_IN_COOKIE) !== undefined

/** Forgets the hint (after a 401); the web server clears the token cookie on sign-out. */
export function clearSessionHint(): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : ''
  document.cookie = `${SIGNED_IN_COOKIE}=; path=/; max-age=0; SameSite=Lax${secure}`
}

/** Pages that never become the post-login redirect (product.md §4), plus the dev mailbox. */
export function isAuthPage(pathname: string): boolean {
  return (
    pathname.startsWith('/auth/sign-in') ||
    pathname.startsWith('/auth/sign-up') ||
    pathname.startsWith('/auth/forgot-password') ||
    pathname.startsWith('/auth/reset-password') ||
    pathname.includes('/auth/verify-email') ||
    pathname.startsWith('/dev/')
  )
}
