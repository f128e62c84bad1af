// Server components only: it reads the session cookie.
import { hashKey, type DehydratedState } from '@tanstack/react-query'
import { sessionToken } from '@/features/auth/server'
import { prefetchQueries } from '@/lib/query/server'
import { DOCUMENT_LISTS, type OverviewSource } from '../api/portfolio-api'
import { portfolioQueries as q } from '../api/queries'
import type { PortfolioTab } from '../lib/tabs'

/**
 * The Portfolio Manager's first screen (all years) read with the visitor's session while the
 * page renders, for the browser's query cache; null without a session cookie. `ready`: the
 * overview and the certificates arrived. The API answers them only with portfolio access (403
 * otherwise), so a screen here proves the access; otherwise the browser shows the restricted
 * or error view itself. Company admins' reads (members, billing) and the documents tab's lists
 * (when the page opens on it) go along; a member simply gets no answer for the admin ones.
 */
export async function initialPortfolio(
  source: OverviewSource,
  locale: string,
  tab: PortfolioTab,
): Promise<{ state: DehydratedState; ready: boolean } | null> {
  const token = await sessionToken()
  if (!token) return null
  const first = [q.overview(source, locale), q.certificates(locale)]
  const { state } = await prefetchQueries(
    [
      ...first,
      q.members(locale),
      q.billing(locale),
      ...(tab === 'documents' ? DOCUMENT_LISTS.map((list) => q.documents(list, locale)) : []),
    ],
    locale,
    token,
  )
  const arrived = new Set(state.queries.map((query) => query.queryHash))
  return { state, ready: first.every((query) => arrived.has(hashKey(query.queryKey))) }
}
