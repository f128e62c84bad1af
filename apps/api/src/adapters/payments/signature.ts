import { createHmac } from 'node:crypto'
import { loadStripe } from './stripe'
import type { ProviderEvent } from './types'

/** Stripe's webhook scheme: `t=<unix>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`. */
export function signPayload(secret: string, body: string, timestamp: number): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')
  return `t=${timestamp},v1=${v1}`
}

/** How old a signed event may be (Stripe's default tolerance). */
export const SIGNATURE_TOLERANCE_SECONDS = 300

export type VerifiedEvent =
  { ok: true; event: ProviderEvent } | { ok: false; reason: 'signature' | 'payload' }

/**
 * Checks the Stripe-Signature header with the SDK's `constructEvent` (both providers sign the
 * same way), then parses the event.
 */
export async function verifyEvent(
  secret: string,
  body: string,
  header: string | undefined,
  tolerance = SIGNATURE_TOLERANCE_SECONDS,
): Promise<VerifiedEvent> {
  if (!header) return { ok: false, reason: 'signature' }
  const Stripe = await loadStripe()
  try {
    const event = Stripe.webhooks.constructEvent(body, header, secret, tolerance)
    return { ok: true, event: event as unknown as ProviderEvent }
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
      return { ok: false, reason: 'signature' }
    }
    return { ok: false, reason: 'payload' }
  }
}
