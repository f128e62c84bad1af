'use client'

import { createContext, useContext, type ReactNode } from 'react'

export interface CurrentUser {
  email: string
}

export interface AuthState {
  /** 'loading' while the profile is fetched on first render. */
  status: 'loading' | 'signed-in' | 'signed-out'
  user: CurrentUser | null
  logout(): Promise<void>
  /** Shows the passwordless sign-in modal. */
  openAuthModal(): void
}

const signedOut: AuthState = {
  status: 'signed-out',
  user: null,
  logout: async () => {},
  openAuthModal: () => {},
}

const AuthContext = createContext<AuthState>(signedOut)

/** Client authentication state (spec §3, §4). The accounts feature fills this in. */
export function AuthProvider({ children }: { children: ReactNode }) {
  return <AuthContext.Provider value={signedOut}>{children}</AuthContext.Provider>
}

export function useAuth(): AuthState {
  return useContext(AuthContext)
}
