import type { FastifyInstance } from 'fastify'
import type { PgBoss } from 'pg-boss'
import type { Database } from '../../db/client'

/** The queue deliveries wait in (pg-boss, `pgboss` schema of the API's database). */
export const DELIVERY_QUEUE = 'webhook-delivery'

export interface DeliveryJob {
  deliveryId: string
}

/** What the webhook services need from the app. */
export interface WebhookDeps {
  db: Database
  queue: PgBoss
  appSecret: string
  allowLoopback: boolean
  timeoutMs: number
  maxAttempts: number
  retryDelaySeconds: number
}

export function webhookDeps(app: FastifyInstance): WebhookDeps {
  const { env } = app
  return {
    db: app.database.db,
    queue: app.jobQueue,
    appSecret: env.APP_SECRET,
    allowLoopback: env.WEBHOOK_ALLOW_LOOPBACK,
    timeoutMs: env.WEBHOOK_TIMEOUT_MS,
    maxAttempts: env.WEBHOOK_MAX_ATTEMPTS,
    retryDelaySeconds: env.WEBHOOK_RETRY_DELAY_SECONDS,
  }
}

/**
 * Queues a delivery with exponential back-off between tries (pg-boss doubles the delay each
 * time, with jitter, up to six hours). The attempt count in `webhook_attempts` decides when
 * to give up; pg-boss's limit is one above it so the queue never stops first.
 */
export async function queueDelivery(deps: WebhookDeps, deliveryId: string) {
  await deps.queue.send(DELIVERY_QUEUE, { deliveryId } satisfies DeliveryJob, {
    retryLimit: deps.maxAttempts,
    retryDelay: deps.retryDelaySeconds,
    retryBackoff: true,
    retryDelayMax: 6 * 3600,
  })
}
