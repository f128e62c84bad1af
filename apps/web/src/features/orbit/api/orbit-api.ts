import {
  ORBIT_TIMEOUT_MS,
  type Cart,
  type CartLineInput,
  type OrbitResponse,
  type PlaceOrderResponse,
} from '@kelp/core/orbit'
import { api } from '@/lib/api-client'
import { apiKey, apiQuery } from '@/lib/query'

const timeoutMs = ORBIT_TIMEOUT_MS

/** GET /api/orbit?local&year (product.md §7): the user's cart and the company's orders. */
export function orbitQuery(locale: string, year?: number) {
  return apiQuery<OrbitResponse>('/api/orbit', {
    locale,
    query: { local: locale, year },
    timeoutMs,
  })
}

/** Every orbit read (cart, orders, the navbar's count): what a cart change or an order changes. */
export const ORBIT_READS = apiKey('/api/orbit')

export function addCartItem(line: CartLineInput, locale: string) {
  return api.post<Cart>('/api/orbit/cart/items', line, { locale, timeoutMs })
}

export function updateCartItem(id: string, tonnes: number, locale: string) {
  return api.patch<Cart>(`/api/orbit/cart/items/${id}`, { tonnes }, { locale, timeoutMs })
}

export function removeCartItem(id: string, locale: string) {
  return api.delete<Cart>(`/api/orbit/cart/items/${id}`, { locale, timeoutMs })
}

/** POST /api/orbit/placeOrder {cartItems}; the key makes a repeated submission answer the same order. */
export function placeOrder(cartItems: CartLineInput[], idempotencyKey: string, locale: string) {
  return api.post<PlaceOrderResponse>(
    '/api/orbit/placeOrder',
    { cartItems, idempotencyKey },
    { locale, timeoutMs },
  )
}
