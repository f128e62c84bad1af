import type { FastifyInstance } from 'fastify'
import { attemptDelivery } from './delivery'
import { DELIVERY_QUEUE, type DeliveryJob, type WebhookDeps } from './deps'

/** Parallel deliveries per process, so one slow endpoint does not hold up the others. */
const CONCURRENCY = 4

/** Creates the delivery queue and, unless WEBHOOK_WORKER=false, works it in this process. */
export async function startDeliveryWorker(app: FastifyInstance, deps: WebhookDeps) {
  // Finished deliveries are kept in webhook_deliveries; pg-boss may forget its jobs after a day.
  await deps.queue.createQueue(DELIVERY_QUEUE, { deleteAfterSeconds: 24 * 3600 })
  if (!app.env.WEBHOOK_WORKER) return
  await deps.queue.work<DeliveryJob>(
    DELIVERY_QUEUE,
    { pollingIntervalSeconds: app.env.WEBHOOK_POLL_SECONDS, localConcurrency: CONCURRENCY },
    async ([job]) => {
      if (!job) return
      if ((await attemptDelivery(deps, job.data.deliveryId)) === 'retry') {
        // Failing the job hands it back to pg-boss, which retries it after the back-off.
        throw new Error('webhook endpoint did not accept the delivery')
      }
    },
  )
}
