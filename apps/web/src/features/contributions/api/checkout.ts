import type {
  CheckoutSessionStatus,
  CreateCheckoutSessionBody,
  CreateCheckoutSessionResponse,
} from '@kelp/core/contributions'
import { api } from '@/lib/api-client'

/** product.md §7: starts a checkout; the answer's `url` is the payment window to open. */
export function createCheckoutSession(
  body: CreateCheckoutSessionBody,
): Promise<CreateCheckoutSessionResponse> {
  return api.post('/api/stripe/create-checkout-session', body, { locale: body.locale })
}

/** product.md §7: the state of a checkout after the payment window (success page). */
export function fetchCheckoutSession(
  sessionId: string,
  locale: string,
): Promise<CheckoutSessionStatus> {
  return api.get('/api/stripe/checkout-session', { query: { session_id: sessionId, locale } })
}
