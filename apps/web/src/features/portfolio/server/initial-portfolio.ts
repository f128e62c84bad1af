// Server components only: it reads the session cookie.
import {
  DOCUMENT_PAGE_SIZE,
  type PortfolioOverview,
  type RetirementList,
} from '@kelp/core/portfolio'
import { sessionToken } from '@/features/auth/server'
import { serverGet } from '@/lib/server-api'
import type { OverviewSource } from '../api/portfolio-api'

/** What the server rendered the Portfolio Manager with: the browser then skips its own reads. */
export interface InitialPortfolio {
  overview: PortfolioOverview
  certificates: RetirementList
}

/**
 * The Portfolio Manager's first screen (all years) read with the visitor's session while the
 * page renders, or null: no session cookie, or a read failed. The API answers both
 * reads only with portfolio access (403 otherwise), so a screen here proves the access; the
 * browser shows the restricted or error view itself, as before.
 */
export async function initialPortfolio(
  source: OverviewSource,
  locale: string,
): Promise<InitialPortfolio | null> {
  const token = await sessionToken()
  if (!token) return null
  const [overview, certificates] = await Promise.all([
    serverGet<PortfolioOverview>(`/api/${source}?local=${locale}`, locale, token),
    serverGet<RetirementList>(
      `/api/portfolio/retirement-certificates?perPage=${DOCUMENT_PAGE_SIZE}&local=${locale}`,
      locale,
      token,
    ),
  ])
  return overview && certificates ? { overview, certificates } : null
}
