import { liveOrderToV1 } from '@kelp/core/v1'
import type { AppDeps } from '../../deps'
import { loadOrders } from '../orbit'
import { orderMetadata } from './accept-repository'

/**
 * After an accepted offer has committed: the order is invoiced (paid on invoice) and its
 * issued credits are in the holdings, so the company's webhooks hear `order.paid` and then
 * `order.delivered`, each with the order as the public API shows it at that step.
 */
export async function announceAccepted(
  deps: Pick<AppDeps, 'db' | 'events'>,
  { companyId, orderId }: { companyId: string; orderId: string },
) {
  const [order] = await loadOrders(deps, [orderId])
  if (!order) return
  const delivered = liveOrderToV1(order, await orderMetadata(deps.db, orderId))
  deps.events.emit(companyId, 'order.paid', {
    order: { ...delivered, status: 'paid', deliveredAt: null },
  })
  deps.events.emit(companyId, 'order.delivered', { order: delivered })
}
