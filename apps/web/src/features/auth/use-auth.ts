'use client'

import { createContext, useContext } from 'react'
import type { CurrentUser as ProfileUser } from '@kelp/core/auth'

// Apart from the provider (auth-context.tsx), which loads the sign-in modal that reads it.
export type CurrentUser = ProfileUser

export interface AuthState {
  /** 'loading' while the profile is fetched on first render. */
  status: 'loading' | 'signed-in' | 'signed-out'
  user: CurrentUser | null
  logout(): Promise<void>
  /** Shows the passwordless sign-in modal. */
  openAuthModal(): void
  /** `leaving`: the path the visitor is sent away from; its guard leaves the modal closed. */
  closeAuthModal(options?: { leaving?: string }): void
  /** A signed-in-only page calls this: signed out, the modal opens (unless just dismissed). */
  requireSignIn(path: string): void
  modalOpen: boolean
  /**
   * After a sign-in call succeeded (the web server has set the session cookie): loads the
   * profile, toasts and goes to the stored redirect.
   */
  login(options?: { navigate?: boolean }): Promise<boolean>
}

const noop = async () => {}
export const AuthContext = createContext<AuthState>({
  status: 'signed-out',
  user: null,
  logout: noop,
  openAuthModal: () => {},
  closeAuthModal: () => {},
  requireSignIn: () => {},
  modalOpen: false,
  login: async () => false,
})

export function useAuth(): AuthState {
  return useContext(AuthContext)
}
