'use client'

import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { dashboardQuery } from '../api/dashboard-query'
import { endDashboardSession } from '../api/dashboard'
import type { DashboardAccess } from '../lib/dashboard-access'

/**
 * The dashboard read of a screen whose server render found `access`. A cookie the API refused
 * during the render is cleared here: a server render cannot change cookies.
 */
export function useDashboardRead(access: DashboardAccess) {
  useEffect(() => {
    if (access === 'session-ended') void endDashboardSession().catch(() => undefined)
  }, [access])
  return useQuery({ ...dashboardQuery(), enabled: access === 'session' })
}
