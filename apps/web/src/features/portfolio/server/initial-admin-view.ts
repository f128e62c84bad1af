// Server components only.
import type { DehydratedState } from '@tanstack/react-query'
import { prefetchQueries } from '@/lib/query/server'
import { portfolioQueries } from '../api/queries'

/**
 * The read-only view behind an operator's signed link, read while the page renders. The link
 * is the proof, so no session is needed; a refused link is left to the browser to explain.
 */
export async function initialAdminView(
  email: string,
  token: string,
  locale: string,
): Promise<DehydratedState> {
  const { state } = await prefetchQueries(
    [portfolioQueries.adminView(email, token, locale)],
    locale,
  )
  return state
}
