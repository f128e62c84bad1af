import {
  ORBIT_TIMEOUT_MS,
  type CartLineInput,
  type Order,
  type PaymentMethod,
  type PurchaseOptions,
  type PurchaseResponse,
} from '@kelp/core/orbit'
import { api } from '@/lib/api-client'
import { apiQuery } from '@/lib/query'

const timeoutMs = ORBIT_TIMEOUT_MS

/** GET /api/orbit/purchase-options: limits, purchase rights and payment methods. */
export function purchaseOptionsQuery(locale: string) {
  return apiQuery<PurchaseOptions>('/api/orbit/purchase-options', { locale, timeoutMs })
}

/** GET /api/orbit/orders/{id}: one order of the company, with its payment state. */
export function orderQuery(id: string, locale: string) {
  return apiQuery<{ order: Order }>(`/api/orbit/orders/${id}`, { locale, timeoutMs })
}

/** POST /api/orbit/purchase; the key makes a repeated submission answer the same purchase. */
export function purchase(
  cartItems: CartLineInput[],
  paymentMethod: PaymentMethod,
  idempotencyKey: string,
  locale: string,
) {
  return api.post<PurchaseResponse>(
    '/api/orbit/purchase',
    { cartItems, paymentMethod, idempotencyKey },
    { locale, timeoutMs },
  )
}
