import { ORBIT_TIMEOUT_MS, type Cart } from '@kelp/core/orbit'
import { api } from '@/lib/api-client'

/**
 * GET /api/orbit/cart: the cart alone, for the navbar's line count. A 401 here does not sign
 * the user out: the profile request decides that, and the count is only decoration. The navbar
 * is on every page, marketing ones too, which carry no query cache: so a plain call, shared
 * through lib/cart-count.ts, in a file of its own that pulls in no data library.
 */
export function fetchCart(locale: string) {
  return api.get<Cart>('/api/orbit/cart', {
    locale,
    timeoutMs: ORBIT_TIMEOUT_MS,
    logoutOn401: false,
  })
}
