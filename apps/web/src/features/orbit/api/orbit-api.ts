import {
  ORBIT_TIMEOUT_MS,
  type Cart,
  type CartLineInput,
  type OrbitResponse,
  type PlaceOrderResponse,
} from '@kelp/core/orbit'
import { api } from '@/lib/api-client'

const timeoutMs = ORBIT_TIMEOUT_MS

/** GET /api/orbit?local&year (spec §7): the user's cart and the company's orders. */
export function fetchOrbit(locale: string, year?: number, signal?: AbortSignal) {
  return api.get<OrbitResponse>('/api/orbit', {
    query: { local: locale, year },
    locale,
    signal,
    timeoutMs,
  })
}

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

/**
 * GET /api/orbit/cart: the cart alone, for the navbar's line count. A 401 here does not sign
 * the user out: the profile request decides that, and the count is only decoration.
 */
export function fetchCart(locale: string, signal?: AbortSignal) {
  return api.get<Cart>('/api/orbit/cart', { locale, signal, timeoutMs, logoutOn401: false })
}
