import type { Dashboard } from '@kelp/core/contributions'
import { queryOptions } from '@tanstack/react-query'
import { ApiError } from '@/lib/api-client'
import { apiKey } from '@/lib/query'
import { fetchDashboard } from './dashboard'
import { clearDashboardToken } from './dashboard-token'

/** Every read of the dashboard, whichever token: what a change to a contribution refreshes. */
export const DASHBOARD_KEY = apiKey('/api/contribution/dashboard')

/**
 * The dashboard of the magic-link token's customer. The token belongs to this tab (it is not
 * the Kelp session), so it is part of the key: another token never sees this answer. A 401
 * means the token ran out; it is dropped, and the screen asks for a new link.
 */
export const dashboardQuery = (token: string) =>
  queryOptions({
    queryKey: [...DASHBOARD_KEY, token],
    queryFn: async ({ signal }): Promise<Dashboard> => {
      try {
        return await fetchDashboard(token, signal)
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) clearDashboardToken()
        throw error
      }
    },
  })
