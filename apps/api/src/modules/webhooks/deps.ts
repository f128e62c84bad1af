import type { AppDeps } from '../../deps'

/** The queue deliveries wait in (pg-boss, `pgboss` schema of the API's database). */
export const DELIVERY_QUEUE = 'webhook-delivery'

export interface DeliveryJob {
  deliveryId: string
}

/** What the webhook services use of the app's dependencies (settings: WEBHOOK_* of env). */
export type WebhookDeps = Pick<AppDeps, 'db' | 'queue' | 'env'>

/**
 * Queues a delivery with exponential back-off between tries (pg-boss doubles the delay each
 * time, with jitter, up to six hours). The attempt count in `webhook_attempts` decides when
 * to give up; pg-boss's limit is one above it so the queue never stops first.
 */
export async function queueDelivery(deps: WebhookDeps, deliveryId: string) {
  await deps.queue.send(DELIVERY_QUEUE, { deliveryId } satisfies DeliveryJob, {
    retryLimit: deps.env.WEBHOOK_MAX_ATTEMPTS,
    retryDelay: deps.env.WEBHOOK_RETRY_DELAY_SECONDS,
    retryBackoff: true,
    retryDelayMax: 6 * 3600,
  })
}
