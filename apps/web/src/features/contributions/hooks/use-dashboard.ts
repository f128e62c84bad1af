'use client'

import type { Dashboard } from '@kelp/core/contributions'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { dashboardQuery } from '../api/dashboard-query'
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

type Access =
  | { kind: 'loading' | 'validating' }
  | { kind: 'signed-out'; reason?: 'expired-link' }
  | { kind: 'token'; token: string }

/**
 * The dashboard's access: a magic-link code in the URL is traded for a token (kept for this
 * tab), else a stored token is used; without either the visitor asks for a link by e-mail.
 * The token lives in the tab, never in a cookie, so the server cannot render this screen: the
 * dashboard itself is one cached read.
 */
export function useDashboard() {
  const queryClient = useQueryClient()
  const [access, setAccess] = useState<Access>({ kind: 'loading' })
  const token = access.kind === 'token' ? access.token : ''
  const read = useQuery({ ...dashboardQuery(token), enabled: access.kind === 'token' })

  useEffect(() => {
    const url = new URL(window.location.href)
    const code = url.searchParams.get(CODE_PARAM)
    if (code) {
      // The code works once: drop it from the address bar and history straight away.
      url.searchParams.delete(CODE_PARAM)
      window.history.replaceState(window.history.state, '', url)
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the one-time code is in the address, known only after hydration; it is validated at once.
      setAccess({ kind: 'validating' })
      validateMagicLink(code)
        .then((session) => {
          storeDashboardToken(session.token, session.expiresAt)
          // The exchange answers the dashboard too: no second read.
          queryClient.setQueryData(dashboardQuery(session.token).queryKey, session.dashboard)
          setAccess({ kind: 'token', token: session.token })
        })
        .catch(() => setAccess({ kind: 'signed-out', reason: 'expired-link' }))
      return
    }
    const stored = readDashboardToken()
    setAccess(stored ? { kind: 'token', token: stored } : { kind: 'signed-out' })
  }, [queryClient])

  const signOut = () => {
    clearDashboardToken()
    queryClient.removeQueries({ queryKey: dashboardQuery(token).queryKey })
    setAccess({ kind: 'signed-out' })
  }

  let state: DashboardState
  if (access.kind !== 'token') state = access
  else if (read.data) state = { kind: 'ready', token, dashboard: read.data }
  else if (read.isError) state = { kind: 'signed-out', reason: 'session-ended' }
  else state = { kind: 'loading' }
  return { state, signOut }
}
