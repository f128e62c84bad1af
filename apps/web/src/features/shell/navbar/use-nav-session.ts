'use client'

import type { NavSession } from '@kelp/ui'
import { useAuth } from '@/features/auth'

/** The session as the shared navbar pieces read it: the app's auth context and sign-in modal. */
export function useNavSession(): NavSession {
  const auth = useAuth()
  return {
    status: auth.status,
    email: auth.user?.email ?? null,
    signIn: auth.openAuthModal,
    logout: () => void auth.logout(),
  }
}
