// Server components only: it reads the session cookie.
import {
  DOCUMENT_PAGE_SIZE,
  type CompanyBilling,
  type DocumentList,
  type PortfolioOverview,
  type RetirementList,
} from '@kelp/core/portfolio'
import { sessionToken } from '@/features/auth/session-cookie'
import { serverGet } from '@/lib/server-api'
import { DOCUMENT_LISTS, type DocumentListPath, type OverviewSource } from '../api/portfolio-api'
import type { CompanyMember } from '../api/members-api'
import type { PortfolioTab } from '../lib/tabs'

/** What the server rendered the Portfolio Manager with: the browser then skips its own reads. */
export interface InitialPortfolio {
  overview: PortfolioOverview
  certificates: RetirementList
  /** The documents tab's three lists (all years), read when the page opens on that tab. */
  documents?: Record<DocumentListPath, DocumentList>
  /** Company admins only (the API refuses the others): colleagues and billing details. */
  members?: CompanyMember[]
  billing?: { billing: CompanyBilling | null }
}

/**
 * The Portfolio Manager's first screen (all years) read with the visitor's session while the
 * page renders, or null: no session cookie, or a read failed. The API answers the overview
 * only with portfolio access (403 otherwise), so a screen here proves the access; the
 * browser shows the restricted or error view itself, as before. The reads run side by side:
 * the admin-only ones simply come back empty for a member.
 */
export async function initialPortfolio(
  source: OverviewSource,
  locale: string,
  tab: PortfolioTab,
): Promise<InitialPortfolio | null> {
  const token = await sessionToken()
  if (!token) return null
  const get = <T>(path: string) => serverGet<T>(path, locale, token)
  const page = `perPage=${DOCUMENT_PAGE_SIZE}&local=${locale}`
  const [overview, certificates, members, billing, ...lists] = await Promise.all([
    get<PortfolioOverview>(`/api/${source}?local=${locale}`),
    get<RetirementList>(`/api/portfolio/retirement-certificates?${page}`),
    get<{ members: CompanyMember[] }>('/api/users/company/members'),
    get<{ billing: CompanyBilling | null }>('/api/portfolio/billing'),
    ...(tab === 'documents'
      ? DOCUMENT_LISTS.map((list) => get<DocumentList>(`/api/portfolio/${list}?${page}`))
      : []),
  ])
  if (!overview || !certificates) return null
  const documents =
    lists.length > 0 && lists.every((list) => list !== null)
      ? (Object.fromEntries(DOCUMENT_LISTS.map((list, i) => [list, lists[i]])) as Record<
          DocumentListPath,
          DocumentList
        >)
      : undefined
  return {
    overview,
    certificates,
    documents,
    members: members?.members,
    billing: billing ?? undefined,
  }
}
