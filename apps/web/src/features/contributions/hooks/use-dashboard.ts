'use client'

import type { Dashboard } from '@kelp/core/contributions'
import { useCallback, useEffect, useState } from 'react'
import { ApiError } from '@/lib/api-client'
import { fetchDashboard } from '../api/dashboard'
import {
  clearDashboardToken,
  readDashboardToken,
  storeDashboardToken,
} from '../api/dashboard-token'
import { validateMagicLink } from '../api/magic-link'

export const CODE_PARAM = 'code'

export type DashboardState =
  | { kind: 'loading' }
  | { kind: 'validating' }
  | { kind: 'signed-out'; reason?: 'expired-link' | 'session-ended' }
  | { kind: 'ready'; token: string; dashboard: Dashboard }

/**
 * The dashboard's access: a magic-link code in the URL is traded for a token (kept for this
 * tab), else a stored token is used; without either the visitor asks for a link by e-mail.
 */
export function useDashboard() {
  const [state, setState] = useState<DashboardState>({ kind: 'loading' })

  const load = useCallback(async (token: string) => {
    try {
      setState({ kind: 'ready', token, dashboard: await fetchDashboard(token) })
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) clearDashboardToken()
      setState({ kind: 'signed-out', reason: 'session-ended' })
    }
  }, [])

  useEffect(() => {
    const url = new URL(window.location.href)
    const code = url.searchParams.get(CODE_PARAM)
    if (code) {
      // The code works once: drop it from the address bar and history straight away.
      url.searchParams.delete(CODE_PARAM)
      window.history.replaceState(window.history.state, '', url)
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the one-time code is in the address, known only after hydration; it is validated at once.
      setState({ kind: 'validating' })
      validateMagicLink(code)
        .then((session) => {
          storeDashboardToken(session.token, session.expiresAt)
          setState({ kind: 'ready', token: session.token, dashboard: session.dashboard })
        })
        .catch(() => setState({ kind: 'signed-out', reason: 'expired-link' }))
      return
    }
    const token = readDashboardToken()
    if (token) void load(token)
    else setState({ kind: 'signed-out' })
  }, [load])

  const signOut = () => {
    clearDashboardToken()
    setState({ kind: 'signed-out' })
  }
  const reload = () => (state.kind === 'ready' ? load(state.token) : Promise.resolve())
  return { state, signOut, reload }
}
