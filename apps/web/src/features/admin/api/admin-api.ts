import type {
  AdminCompanyList,
  AdminOrderList,
  AdminRetireBody,
  AdminViewLinkResponse,
  AuditList,
  ConfirmRetirementBody,
  CreateOfferBody,
  InventoryList,
  InventoryRowResponse,
  OfferResponse,
  PendingRetirementList,
  StaffMe,
  UpdateInventoryBody,
  UploadDocumentResponse,
  VintageIssuedResponse,
} from '@kelp/core/admin'
import type { OrderStatus } from '@kelp/core/orbit'
import { UPLOAD_TIMEOUT_MS, type Retirement } from '@kelp/core/portfolio'
import { api } from '@/lib/api-client'

const BASE = '/api/admin'
export const ADMIN_PER_PAGE = 25
/** The orders list opens on the ones waiting for an offer. */
export const FIRST_ORDER_STATUS = 'placed' satisfies OrderStatus

/** The operator back-office calls (docs/api/orbit-portfolio.md); every one needs a staff user. */
export const adminApi = {
  me: () => api.get<StaffMe>(`${BASE}/me`),
  companies: () => api.get<AdminCompanyList>(`${BASE}/companies`),
  orders: (status: OrderStatus | undefined, page = 1) =>
    api.get<AdminOrderList>(`${BASE}/orders`, { query: { status, page, perPage: ADMIN_PER_PAGE } }),
  createOffer: (orderId: string, body: Partial<CreateOfferBody>) =>
    api.post<OfferResponse>(`${BASE}/orders/${orderId}/offer`, body),
  issueCreditNote: (offerId: string, reason: string) =>
    api.post<{ number: string; documentId: string }>(`${BASE}/offers/${offerId}/credit-note`, {
      reason,
    }),
  /** The form's fields and its file as multipart/form-data (streamed, up to 50 MB). */
  upload: (form: FormData) =>
    api.post<UploadDocumentResponse>(`${BASE}/documents`, form, { timeoutMs: UPLOAD_TIMEOUT_MS }),
  retire: (companyId: string, body: AdminRetireBody) =>
    api.post<Retirement>(`${BASE}/companies/${companyId}/retirements`, body),
  requestedRetirements: () =>
    api.get<PendingRetirementList>(`${BASE}/retirements/requested`, { query: { perPage: 100 } }),
  confirmRetirement: (id: string, body: ConfirmRetirementBody) =>
    api.post<Retirement>(`${BASE}/retirements/${id}/confirm`, body),
  confirmRetirementsCsv: (csv: string) =>
    api.post<{ items: Retirement[] }>(`${BASE}/retirements/confirm-csv`, { csv }),
  inventory: (q: string, page = 1) =>
    api.get<InventoryList>(`${BASE}/inventory`, {
      query: { q: q || undefined, page, perPage: ADMIN_PER_PAGE },
    }),
  updateInventory: (vintageId: string, body: UpdateInventoryBody) =>
    api.patch<InventoryRowResponse>(`${BASE}/inventory/${vintageId}`, body),
  markIssued: (vintageId: string) =>
    api.post<VintageIssuedResponse>(`${BASE}/inventory/${vintageId}/issued`),
  audit: (page = 1) =>
    api.get<AuditList>(`${BASE}/audit-log`, { query: { page, perPage: ADMIN_PER_PAGE } }),
  portfolioLink: (email: string) =>
    api.post<AdminViewLinkResponse>(`${BASE}/portfolio-links`, { email }),
}
