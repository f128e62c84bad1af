import type { Dashboard } from '@kelp/core/contributions'
import { queryOptions } from '@tanstack/react-query'
import { ApiError } from '@/lib/api-client'
import { apiKey } from '@/lib/query'
import { endDashboardSession, fetchDashboard } from './dashboard'

const DASHBOARD_PATH = '/api/contribution/dashboard'

/** The dashboard's one read: what a change to a contribution refreshes. */
export const DASHBOARD_KEY = apiKey(DASHBOARD_PATH)

/**
 * The dashboard of the customer whose token the dashboard cookie holds. The token never enters
 * the key (page scripts never see it); the tab's cache is emptied when the dashboard is closed.
 * The server render reads the same key (`meta.url`). A 401 means the token ran out: the cookie is
 * cleared, and the screen asks for a new link.
 */
export const dashboardQuery = () =>
  queryOptions({
    queryKey: DASHBOARD_KEY,
    queryFn: async ({ signal }): Promise<Dashboard> => {
      try {
        return await fetchDashboard(signal)
      } catch (error) {
        if (error instanceof ApiError && error.status === 401)
          void endDashboardSession().catch(() => undefined)
        throw error
      }
    },
    meta: { url: DASHBOARD_PATH },
  })
