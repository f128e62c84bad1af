import { ORBIT_TIMEOUT_MS } from '@kelp/core/orbit'
import type {
  CompanyBilling,
  CompanyBillingResponse,
  PortfolioContactBody,
  RetireBody,
  Retirement,
} from '@kelp/core/portfolio'
import type { Offer } from '@kelp/core/orbit'
import { api, apiBlob } from '@/lib/api-client'

/** docs/product.md §7: every portfolio, portfolio-manager and document call times out after 60 s. */
const timeoutMs = ORBIT_TIMEOUT_MS

/** The documents tab's three lists, in the order it shows them. */
export const DOCUMENT_LISTS = [
  'regulatory-reports',
  'admin-documentation',
  'marketing-materials',
] as const
export type DocumentListPath = (typeof DOCUMENT_LISTS)[number]

/** product.md §7 names both GET /api/portfolio and GET /api/portfolio-manager; each page uses its own. */
export type OverviewSource = 'portfolio' | 'portfolio-manager'

/** `downloadPath` is /api/portfolio/documents/{companyId}/{documentId}/download. */
export function fetchSignedUrl(downloadPath: string) {
  return api.get<{ signedUrl: string; expiresAt: string }>(downloadPath, { timeoutMs })
}

export type ExportKind = 'holdings' | 'retirements'
export type ExportFormat = 'csv' | 'xlsx'

/** The export file as the API writes it (CSV in the reader's convention, or a workbook). */
export function fetchExport(kind: ExportKind, format: ExportFormat, locale: string, year?: number) {
  return apiBlob(`/api/portfolio/export.${format}`, {
    query: { kind, year, local: locale },
    locale,
    timeoutMs,
  })
}

export function acceptOffer(locale: string) {
  return api.post<{ offer: Offer }>('/api/portfolio-manager/acceptOffer', {}, { locale, timeoutMs })
}

export function retireCredits(body: RetireBody, locale: string) {
  return api.post<Retirement>('/api/portfolio/retirements', body, { locale, timeoutMs })
}

export function requestPortfolioAccess(locale: string) {
  return api.post<{ status: 'sent'; admins: number }>(
    '/api/portfolio/access-request',
    {},
    { locale, timeoutMs },
  )
}

export function sendPortfolioContact(body: PortfolioContactBody, locale: string) {
  return api.post<{ id: string; status: 'received' }>('/api/portfolio/contact', body, {
    locale,
    timeoutMs,
  })
}

export function saveBilling(billing: CompanyBilling, locale: string) {
  return api.put<CompanyBillingResponse>('/api/portfolio/billing', billing, {
    locale,
    timeoutMs,
  })
}
