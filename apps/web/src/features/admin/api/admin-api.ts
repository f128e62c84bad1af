import type { CreateOfferBody, UploadDocumentBody } from '@kelp/core/admin'
import type { Offer, OrderStatus } from '@kelp/core/orbit'
import type { RetireBody } from '@kelp/core/portfolio'
import { api } from '@/lib/api-client'
import type {
  AdminCompany,
  AdminOrder,
  AuditEntry,
  InventoryRow,
  Page,
  PortfolioDocument,
  Retirement,
} from './types'

const BASE = '/api/admin'

export const adminApi = {
  me: () => api.get<{ staff: true; email: string }>(`${BASE}/me`),
  companies: () => api.get<{ items: AdminCompany[] }>(`${BASE}/companies`),
  orders: (status: OrderStatus | undefined, page = 1) =>
    api.get<Page<AdminOrder>>(`${BASE}/orders`, { query: { status, page, perPage: 25 } }),
  createOffer: (orderId: string, body: Partial<CreateOfferBody>) =>
    api.post<{ offer: Offer }>(`${BASE}/orders/${orderId}/offer`, body),
  upload: (body: UploadDocumentBody) =>
    api.post<{ document: PortfolioDocument }>(`${BASE}/documents`, body),
  retire: (companyId: string, body: RetireBody) =>
    api.post<Retirement>(`${BASE}/companies/${companyId}/retirements`, body),
  inventory: (q: string, page = 1) =>
    api.get<Page<InventoryRow>>(`${BASE}/inventory`, {
      query: { q: q || undefined, page, perPage: 25 },
    }),
  updateInventory: (vintageId: string, body: { creditsAvailable?: number; priceCents?: number }) =>
    api.patch<{ item: InventoryRow }>(`${BASE}/inventory/${vintageId}`, body),
  audit: (page = 1) =>
    api.get<Page<AuditEntry>>(`${BASE}/audit-log`, { query: { page, perPage: 25 } }),
  portfolioLink: (email: string) =>
    api.post<{ token: string; url: string; expiresAt: string }>(`${BASE}/portfolio-links`, {
      email,
    }),
}
