'use client'

import type { Dashboard } from '@kelp/core/contributions'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { endDashboardSession } from '../api/dashboard'
import { DASHBOARD_KEY, dashboardQuery } from '../api/dashboard-query'
import { validateMagicLink } from '../api/magic-link'
import { CODE_PARAM, type DashboardAccess } from '../lib/dashboard-access'
import { useDashboardRead } from './use-dashboard-read'

export type DashboardState =
  | { kind: 'loading' }
  | { kind: 'validating' }
  | { kind: 'signed-out'; reason?: 'expired-link' | 'session-ended' }
  | { kind: 'ready'; dashboard: Dashboard }

/**
 * The dashboard's access, starting from what the server render found (`initial`). A magic-link
 * code in the address is traded for a session in the browser only (mail scanners open links
 * too): the web server keeps the token in its cookie, and the answer's dashboard seeds the cache.
 */
export function useDashboard(initial: DashboardAccess) {
  const queryClient = useQueryClient()
  const [access, setAccess] = useState<DashboardAccess | 'expired-link'>(initial)
  const read = useDashboardRead(access === 'expired-link' ? 'signed-out' : access)

  useEffect(() => {
    const url = new URL(window.location.href)
    const code = url.searchParams.get(CODE_PARAM)
    if (!code) return
    // The code works once: drop it from the address bar and history straight away.
    url.searchParams.delete(CODE_PARAM)
    window.history.replaceState(window.history.state, '', url)
    validateMagicLink(code)
      .then((session) => {
        queryClient.setQueryData(dashboardQuery().queryKey, session.dashboard)
        setAccess('session')
      })
      .catch(() => setAccess('expired-link'))
  }, [queryClient])

  const signOut = async () => {
    await endDashboardSession().catch(() => undefined)
    setAccess('signed-out')
    queryClient.removeQueries({ queryKey: DASHBOARD_KEY })
  }

  let state: DashboardState
  if (access === 'validating') state = { kind: 'validating' }
  else if (access === 'expired-link' || access === 'session-ended')
    state = { kind: 'signed-out', reason: access }
  else if (access === 'signed-out') state = { kind: 'signed-out' }
  else if (read.data) state = { kind: 'ready', dashboard: read.data }
  else if (read.isError) state = { kind: 'signed-out', reason: 'session-ended' }
  else state = { kind: 'loading' }
  return { state, signOut }
}
