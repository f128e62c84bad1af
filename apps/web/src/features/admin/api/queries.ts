import type {
  AdminCompanyList,
  AdminOrderList,
  AuditList,
  InventoryList,
  PendingRetirementList,
  StaffMe,
} from '@kelp/core/admin'
import type { OrderStatus, SelfServiceLimits } from '@kelp/core/orbit'
import { apiKey, apiQuery } from '@/lib/query'

const BASE = '/api/admin'
const PER_PAGE = 25
/** The orders list opens on the ones waiting for an offer. */
export const FIRST_ORDER_STATUS = 'placed' satisfies OrderStatus

/** The back-office's reads (docs/api/orbit-portfolio.md), the same on the server and in the browser. */
export const adminQueries = {
  me: (locale: string) => apiQuery<StaffMe>(`${BASE}/me`, { locale }),
  selfServiceLimits: (locale: string) =>
    apiQuery<SelfServiceLimits>(`${BASE}/self-service/limits`, { locale }),
  companies: (locale: string) => apiQuery<AdminCompanyList>(`${BASE}/companies`, { locale }),
  orders: (locale: string, status: OrderStatus | undefined, page = 1) =>
    apiQuery<AdminOrderList>(`${BASE}/orders`, {
      locale,
      query: { status, page, perPage: PER_PAGE },
    }),
  requestedRetirements: (locale: string) =>
    apiQuery<PendingRetirementList>(`${BASE}/retirements/requested`, {
      locale,
      query: { perPage: 100 },
    }),
  inventory: (locale: string, q: string, page = 1) =>
    apiQuery<InventoryList>(`${BASE}/inventory`, {
      locale,
      query: { q: q || undefined, page, perPage: PER_PAGE },
    }),
  audit: (locale: string, page = 1) =>
    apiQuery<AuditList>(`${BASE}/audit-log`, { locale, query: { page, perPage: PER_PAGE } }),
}

/** Every operator action writes the audit log; these are the lists the actions change. */
export const ADMIN_CHANGES = {
  orders: [apiKey(`${BASE}/orders`), apiKey(`${BASE}/audit-log`)],
  retirements: [apiKey(`${BASE}/retirements`), apiKey(`${BASE}/audit-log`)],
  inventory: [apiKey(`${BASE}/inventory`), apiKey(`${BASE}/audit-log`)],
} as const
