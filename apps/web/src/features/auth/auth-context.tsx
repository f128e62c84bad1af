'use client'

import { startTransition, useCallback, useEffect, useMemo, useReducer, useRef } from 'react'
import type { ReactNode } from 'react'
import { useTranslations } from 'next-intl'
import dynamic from 'next/dynamic'
import { LOGIN_TOAST_MS } from '@kelp/core/auth'
import { notify } from '@/components/toasts/notify'
import { useGoTo, usePathname } from '@/i18n/navigation'
import { ApiError, setUnauthorizedHandler } from '@/lib/api-client'
import { announceSessionChange } from '@/lib/session-events'
import { authApi } from './api/auth-api'
import { authReducer, initialAuthState } from './auth-state'
import { AuthContext, type AuthState } from './use-auth'
import { afterLoginPath, readRedirect, storeRedirect } from '@kelp/ui/sign-in'
import { clearSessionHint, hasSessionHint, isAuthPage } from './storage'

/** The sign-in modal's code (forms, OTP flow) loads only when someone opens it. */
const AuthModal = dynamic(() => import('./components/auth-modal').then((m) => m.AuthModal), {
  ssr: false,
})

/** Client authentication state (product.md §3, §4); also mounts the sign-in modal. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const t = useTranslations()
  const goTo = useGoTo()
  const pathname = usePathname()
  const [state, dispatch] = useReducer(authReducer, initialAuthState)
  const { status, user, modalOpen } = state

  const clearLocal = useCallback(() => {
    clearSessionHint()
    // What the browser cached for this person must not show to whoever signs in next.
    announceSessionChange()
    dispatch({ type: 'signed-out' })
  }, [])
  // A 401 means the session is over: the web server drops its cookie on the sign-out call.
  // Signed out already, a 401 ends nothing: forgetting the cache then would drop the very read
  // that was refused, which would ask again, and again.
  const statusRef = useRef(status)
  useEffect(() => {
    statusRef.current = status
  }, [status])
  const endSession = useCallback(() => {
    if (statusRef.current === 'signed-out' && !hasSessionHint()) return
    if (hasSessionHint()) void authApi.logout().catch(() => {})
    clearLocal()
  }, [clearLocal])

  const loadProfile = useCallback(async () => {
    try {
      const profile = await authApi.me()
      // A transition: the signed-in page renders in slices, not in one long task. The user,
      // the status and the closed modal arrive together, in that one update.
      startTransition(() => dispatch({ type: 'signed-in', user: profile }))
      return true
    } catch (error) {
      console.error('profile load failed', error)
      if (!(error instanceof ApiError && error.status === 401)) {
        notify(t('common.error.login_failed'), { type: 'error' })
      }
      clearLocal()
      return false
    }
  }, [clearLocal, t])

  useEffect(() => {
    // Marks the page interactive (hydrated); browser tests wait for it before typing.
    document.documentElement.dataset.authReady = 'true'
    setUnauthorizedHandler(endSession)
    if (hasSessionHint()) void loadProfile()
    else startTransition(() => dispatch({ type: 'signed-out' }))
    return () => setUnauthorizedHandler(undefined)
  }, [endSession, loadProfile])

  useEffect(() => {
    if (status === 'signed-out' && !isAuthPage(pathname)) storeRedirect(pathname)
  }, [status, pathname])

  useEffect(() => dispatch({ type: 'path-changed', path: pathname }), [pathname])

  const login = useCallback(
    async ({ navigate = true } = {}) => {
      if (!(await loadProfile())) return false
      notify(t('auth.signin.success'), { type: 'success', duration: LOGIN_TOAST_MS })
      const target = afterLoginPath(readRedirect())
      if (navigate && target !== pathname) goTo(target)
      return true
    },
    [loadProfile, pathname, goTo, t],
  )

  const logout = useCallback(async () => {
    await authApi.logout().catch(() => {})
    clearLocal()
  }, [clearLocal])

  const value = useMemo<AuthState>(
    () => ({
      status,
      user,
      logout,
      login,
      modalOpen,
      openAuthModal: () => dispatch({ type: 'open' }),
      closeAuthModal: ({ leaving } = {}) => dispatch({ type: 'close', leaving }),
      requireSignIn: (path) => dispatch({ type: 'require', path }),
    }),
    [status, user, logout, login, modalOpen],
  )

  return (
    <AuthContext.Provider value={value}>
      {children}
      {modalOpen ? <AuthModal /> : null}
    </AuthContext.Provider>
  )
}

export { useAuth, type AuthState, type CurrentUser } from './use-auth'
