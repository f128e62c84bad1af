import type { ProviderEvent } from '../../adapters/payments'
import { fulfilOrder, releaseOrderIn, type AfterCommit } from './fulfil-service'
import type { PurchaseDeps } from './purchase-service'

const orderIdOf = (object: Record<string, unknown>) => {
  const metadata = object.metadata as Record<string, unknown> | undefined
  return metadata?.purpose === 'order' && typeof metadata.orderId === 'string'
    ? metadata.orderId
    : undefined
}

/**
 * Applies a verified, first-seen provider event to the self-service order its metadata names,
 * inside the webhook's transaction. Answers undefined for events that are not an order's (the
 * contributions handle those), else the work to run after the commit.
 */
export async function applyOrderPaymentEvent(
  deps: PurchaseDeps,
  event: ProviderEvent,
): Promise<AfterCommit[] | undefined> {
  const object = event.data.object
  const orderId = orderIdOf(object)
  if (!orderId) return undefined
  switch (event.type) {
    case 'checkout.session.completed':
      // A card is paid now; SEPA Direct Debit completes unpaid and settles days later.
      if (object.payment_status !== 'paid') return []
      return fulfilOrder(deps, { orderId })
    case 'checkout.session.async_payment_succeeded':
      return fulfilOrder(deps, { orderId })
    case 'checkout.session.async_payment_failed':
    case 'payment_intent.payment_failed':
      return releaseOrderIn(deps, { orderId, status: 'payment_failed' })
    case 'checkout.session.expired':
      return releaseOrderIn(deps, { orderId, status: 'expired' })
    default:
      return []
  }
}
