import { SIGNATURE_HEADER, signatureHeader } from '@kelp/core/webhooks'
import type { WebhookDeps } from './deps'
import { postJson } from './http-post'
import * as repo from './repository'
import { unseal } from './secret-box'

/** `retry`: the endpoint did not take it and tries remain; the queue tries again later. */
export type AttemptOutcome = 'done' | 'retry'

/**
 * One attempt of one delivery: signs the stored body with the endpoint's secret and the
 * current time, POSTs it, and records the answer. A 2xx is success; anything else is retried
 * until `maxAttempts`, then the delivery is failed (and can be replayed by hand).
 */
export async function attemptDelivery(
  deps: WebhookDeps,
  deliveryId: string,
): Promise<AttemptOutcome> {
  const found = await repo.deliveryForSending(deps.db, deliveryId)
  if (!found || found.delivery.status !== 'pending') return 'done'
  const { delivery, endpoint } = found
  if (!endpoint.enabled) {
    await repo.setDeliveryStatus(deps.db, delivery.id, 'cancelled')
    return 'done'
  }
  const secret = unseal(deps.env.APP_SECRET, endpoint.secretSealed)
  const timestamp = Math.floor(Date.now() / 1000)
  const outcome = await postJson(
    endpoint.url,
    delivery.body,
    {
      [SIGNATURE_HEADER]: await signatureHeader(secret, delivery.body, timestamp),
      'kelp-event-id': delivery.eventId,
      'kelp-event-type': delivery.eventType,
      'kelp-delivery-id': delivery.id,
    },
    { timeoutMs: deps.env.WEBHOOK_TIMEOUT_MS, allowLoopback: deps.env.WEBHOOK_ALLOW_LOOPBACK },
  )
  const attempts = await repo.recordAttempt(deps.db, { deliveryId: delivery.id, ...outcome })
  const accepted =
    outcome.statusCode !== null && outcome.statusCode >= 200 && outcome.statusCode < 300
  if (accepted) {
    await repo.setDeliveryStatus(deps.db, delivery.id, 'succeeded')
    return 'done'
  }
  if (attempts >= deps.env.WEBHOOK_MAX_ATTEMPTS) {
    await repo.setDeliveryStatus(deps.db, delivery.id, 'failed')
    return 'done'
  }
  return 'retry'
}
