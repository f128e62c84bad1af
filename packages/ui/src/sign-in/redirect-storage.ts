import { AUTH_REDIRECT_KEY } from '@kelp/core/auth'

/** Stores where a login should land (product.md §3 AUTH_REDIRECT), on the app and the site. */
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
