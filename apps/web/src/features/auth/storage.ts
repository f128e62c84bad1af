import { ACCESS_TOKEN_COOKIE, AUTH_REDIRECT_KEY, SESSION_TTL_MS } from '@kelp/core/auth'
import { readCookie } from '../../lib/api-client'

/** The token cookie `accessToken` at path / (spec §3). */
export function setAccessToken(token: string): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : ''
  const maxAge = Math.floor(SESSION_TTL_MS / 1000)
  document.cookie = `${ACCESS_TOKEN_COOKIE}=${encodeURIComponent(token)}; path=/; max-age=${maxAge}; SameSite=Lax${secure}`
}

export function clearAccessToken(): void {
  document.cookie = `${ACCESS_TOKEN_COOKIE}=; path=/; max-age=0; SameSite=Lax`
}

export const getAccessToken = () => readCookie(ACCESS_TOKEN_COOKIE)

/** Pages that never become the post-login redirect (spec §4), plus the dev mailbox. */
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

export function storeRedirect(pathname: string): void {
  try {
    window.localStorage.setItem(AUTH_REDIRECT_KEY, pathname)
  } catch {
    // Storage may be disabled; the default destination is used then.
  }
}

export function readRedirect(): string | null {
  try {
    return window.localStorage.getItem(AUTH_REDIRECT_KEY)
  } catch {
    return null
  }
}
