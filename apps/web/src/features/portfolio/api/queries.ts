import { ORBIT_TIMEOUT_MS, type OrbitResponse } from '@kelp/core/orbit'
import {
  DOCUMENT_PAGE_SIZE,
  type CompanyBillingResponse,
  type DocumentList,
  type PortfolioOverview,
  type RetirementList,
} from '@kelp/core/portfolio'
import { apiKey, apiQuery } from '@/lib/query'
import type { CompanyMember } from './members-api'
import type { DocumentListPath, OverviewSource } from './portfolio-api'

/** docs/product.md §7: every portfolio and document call times out after 60 s. */
const timeoutMs = ORBIT_TIMEOUT_MS

/** The Portfolio Manager's reads, the same on the server render and in the browser. */
export const portfolioQueries = {
  /** The company's orders: the cart screen's read, without the cart feature's code. */
  orders: (locale: string) =>
    apiQuery<OrbitResponse>('/api/orbit', { locale, query: { local: locale }, timeoutMs }),
  overview: (source: OverviewSource, locale: string, year?: number) =>
    apiQuery<PortfolioOverview>(`/api/${source}`, {
      locale,
      query: { local: locale, year },
      timeoutMs,
    }),
  certificates: (locale: string, year?: number) =>
    apiQuery<RetirementList>('/api/portfolio/retirement-certificates', {
      locale,
      query: { perPage: DOCUMENT_PAGE_SIZE, local: locale, year },
      timeoutMs,
    }),
  documents: (path: DocumentListPath, locale: string, year?: number) =>
    apiQuery<DocumentList>(`/api/portfolio/${path}`, {
      locale,
      query: { perPage: DOCUMENT_PAGE_SIZE, local: locale, year },
      timeoutMs,
    }),
  /** The read-only view behind an operator's signed link; the link is the proof, no session. */
  adminView: (email: string, token: string, locale: string, year?: number) =>
    apiQuery<PortfolioOverview>('/api/portfolio/admin', {
      locale,
      query: { email, token, local: locale, year },
      timeoutMs,
      // A refused link says nothing about the visitor's own session.
      logoutOn401: false,
    }),
  /** Company admins only. */
  members: (locale: string) =>
    apiQuery<{ members: CompanyMember[] }>('/api/users/company/members', { locale }),
  /** Company admins only. */
  billing: (locale: string) =>
    apiQuery<CompanyBillingResponse>('/api/portfolio/billing', { locale, timeoutMs }),
}

/** What an accepted offer or a retirement changes: holdings, figures, certificates, documents. */
export const PORTFOLIO_CHANGES = [
  apiKey('/api/portfolio'),
  apiKey('/api/portfolio-manager'),
] as const
