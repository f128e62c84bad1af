// Server components only: it reads the dashboard cookie.
import { DASHBOARD_TOKEN_COOKIE, DASHBOARD_TOKEN_HEADER } from '@kelp/core/contributions'
import type { DehydratedState } from '@tanstack/react-query'
import { cookies } from 'next/headers'
import { prefetchQueries } from '@/lib/query/server'
import { dashboardQuery } from '../api/dashboard-query'
import type { DashboardAccess } from '../lib/dashboard-access'

/**
 * The dashboard read with the visitor's dashboard cookie while the page renders, for the
 * browser's query cache (docs/decisions/137). Without a cookie, or with one the API refuses, the
 * page shows the link request at once. A read that did not arrive for another reason is left to
 * the browser.
 */
export async function initialDashboard(
  locale: string,
): Promise<{ access: DashboardAccess; state?: DehydratedState }> {
  const token = (await cookies()).get(DASHBOARD_TOKEN_COOKIE)?.value
  if (!token) return { access: 'signed-out' }
  const { state, unauthorized } = await prefetchQueries([dashboardQuery()], locale, {
    [DASHBOARD_TOKEN_HEADER]: token,
  })
  return unauthorized ? { access: 'session-ended' } : { access: 'session', state }
}
