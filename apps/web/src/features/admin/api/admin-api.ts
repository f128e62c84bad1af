import type {
  AdminRetireBody,
  AdminViewLinkResponse,
  ConfirmRetirementBody,
  CreateOfferBody,
  InventoryRowResponse,
  OfferResponse,
  UpdateInventoryBody,
  UploadDocumentResponse,
  VintageIssuedResponse,
} from '@kelp/core/admin'
import { UPLOAD_TIMEOUT_MS, type Retirement } from '@kelp/core/portfolio'
import type { CreditLine, SelfServiceLimits } from '@kelp/core/orbit'
import { api } from '@/lib/api-client'

type CreditLineResponse = { creditLine: CreditLine | null }

const BASE = '/api/admin'

/** The operator back-office's writes (docs/api/orbit-portfolio.md); every one needs a staff user. */
export const adminApi = {
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
  confirmRetirement: (id: string, body: ConfirmRetirementBody) =>
    api.post<Retirement>(`${BASE}/retirements/${id}/confirm`, body),
  confirmRetirementsCsv: (csv: string) =>
    api.post<{ items: Retirement[] }>(`${BASE}/retirements/confirm-csv`, { csv }),
  updateInventory: (vintageId: string, body: UpdateInventoryBody) =>
    api.patch<InventoryRowResponse>(`${BASE}/inventory/${vintageId}`, body),
  markIssued: (vintageId: string) =>
    api.post<VintageIssuedResponse>(`${BASE}/inventory/${vintageId}/issued`),
  setSelfServiceLimits: (body: SelfServiceLimits) =>
    api.put<SelfServiceLimits>(`${BASE}/self-service/limits`, body),
  setCreditLine: (companyId: string, limitCents: number) =>
    api.put<CreditLineResponse>(`${BASE}/companies/${companyId}/credit-line`, { limitCents }),
  removeCreditLine: (companyId: string) =>
    api.delete<CreditLineResponse>(`${BASE}/companies/${companyId}/credit-line`),
  portfolioLink: (email: string) =>
    api.post<AdminViewLinkResponse>(`${BASE}/portfolio-links`, { email }),
}
