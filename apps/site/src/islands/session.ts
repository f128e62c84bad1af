import { SIGNED_IN_COOKIE } from '@kelp/core/auth'
import { storeRedirect } from '@kelp/ui/sign-in'
import type { NavSession } from '@kelp/ui'
import { useEffect, useSyncExternalStore } from 'react'
import type { SiteLocale } from '../i18n/locales'
import type { SignInIslandTexts } from './sign-in-island'

/**
 * The visitor's session on a static page (docs/decisions/130): the page cannot read it on the
 * server, so the islands ask the API from the browser through the one origin, once per page.
 * Only when the web server's companion cookie says there is a session; otherwise no request.
 */
interface SessionState {
  status: NavSession['status']
  email: string | null
  cartCount: number | null
}

// The page's HTML is the signed-out navbar: the island hydrates on load only when the companion
// cookie is set (docs/decisions/140), so a signed-out visitor's "Sign in" works without it. The
// build renders that state (Preact's compat reads the browser snapshot there too), and a
// browser without the cookie starts from it, so hydrating on a first click changes nothing.
const serverState: SessionState = { status: 'signed-out', email: null, cartCount: null }

let state: SessionState =
  typeof document !== 'undefined' && hasSessionHint()
    ? { status: 'loading', email: null, cartCount: null }
    : serverState
const listeners = new Set<() => void>()
let started = false

function publish(next: Partial<SessionState>) {
  state = { ...state, ...next }
  for (const listener of listeners) listener()
}

function hasSessionHint(): boolean {
  return document.cookie.split(';').some((part) => part.trim().startsWith(`${SIGNED_IN_COOKIE}=`))
}

function clearSessionHint() {
  const secure = window.location.protocol === 'https:' ? '; Secure' : ''
  document.cookie = `${SIGNED_IN_COOKIE}=; path=/; max-age=0; SameSite=Lax${secure}`
}

async function getJson<T>(path: string, locale: string): Promise<T> {
  const response = await fetch(path, {
    headers: { Accept: 'application/json', 'Accept-Language': locale },
    credentials: 'same-origin',
  })
  if (!response.ok) throw Object.assign(new Error(response.statusText), { status: response.status })
  return (await response.json()) as T
}

/** Asks for the profile (and the cart); whether the visitor is signed in. */
async function load(locale: string): Promise<boolean> {
  if (!hasSessionHint()) {
    publish({ status: 'signed-out' })
    return false
  }
  try {
    const me = await getJson<{ email: string }>('/api/users/me', locale)
    publish({ status: 'signed-in', email: me.email })
  } catch (error) {
    if ((error as { status?: number }).status === 401) clearSessionHint()
    publish({ status: 'signed-out' })
    return false
  }
  // The link works without its count; the next page view asks again.
  getJson<{ items: unknown[] }>('/api/orbit/cart', locale).then(
    (cart) => publish({ cartCount: cart.items.length }),
    () => {},
  )
  return true
}

/** The API speaks English and German; the keys pseudo-locale reads English answers. */
const apiLocale = (locale: SiteLocale) => (locale === 'keys' ? 'en' : locale)

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/**
 * The session for the navbar islands; the first caller starts the one request. `path` is the
 * page's locale-free path, where the app's sign-in brings the visitor back.
 */
export function useSiteSession(
  locale: SiteLocale,
  path: string,
  texts: SignInIslandTexts,
): NavSession & { cartCount: number | null } {
  if (typeof window !== 'undefined' && !started) {
    // One request per page, shared by every island: the flag lives outside the hook on purpose.
    // eslint-disable-next-line react-hooks/globals
    started = true
    void load(apiLocale(locale))
  }
  const current = useSyncExternalStore(
    subscribe,
    () => state,
    () => serverState,
  )
  // Marks the page interactive (the navbar has hydrated), as the app's auth provider does;
  // browser tests wait for it before they act.
  useEffect(() => {
    document.documentElement.dataset.authReady = 'true'
  }, [])
  return {
    ...current,
    // The sign-in modal, loaded when it is first asked for; after signing in the visitor
    // stays here (the stored redirect is this page, as on the app's pages).
    signIn: () => {
      storeRedirect(path || '/')
      void import('./sign-in-island').then(({ openSignIn }) =>
        openSignIn({ locale, path, texts, onSignedIn: () => load(apiLocale(locale)) }),
      )
    },
    logout: () => {
      void fetch('/api/auth/logout', { method: 'POST', credentials: 'same-origin' })
        .catch(() => {})
        .finally(() => {
          clearSessionHint()
          publish({ status: 'signed-out', email: null, cartCount: null })
        })
    },
  }
}
