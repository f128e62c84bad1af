import { randomUUID } from 'node:crypto'
import type { WebhookEvent, WebhookEventType } from '@kelp/core/webhooks'
import type { FastifyBaseLogger } from 'fastify'
import { queueDelivery, type WebhookDeps } from './deps'
import * as repo from './repository'

/** How services announce what happened to a company; see docs/api/webhooks.md. */
export interface WebhookEvents {
  /**
   * Call after the change has committed. Returns at once: the deliveries are written and
   * queued in the background, so the request that caused the event never waits for them.
   */
  emit(
    companyId: string,
    type: WebhookEventType,
    data: Record<string, unknown>,
    options?: EmitOptions,
  ): void
}

/** livemode: false for what test keys did in the sandbox; true (the default) otherwise. */
export interface EmitOptions {
  livemode?: boolean
}

/** Writes one delivery per subscribed endpoint and queues each; nothing when none listens. */
export async function enqueueEvent(
  deps: WebhookDeps,
  {
    companyId,
    type,
    data,
    livemode = true,
  }: {
    companyId: string
    type: WebhookEventType
    data: Record<string, unknown>
    livemode?: boolean
  },
) {
  const endpoints = await repo.subscribedEndpoints(deps.db, companyId, type)
  if (endpoints.length === 0) return []
  const event: WebhookEvent = {
    id: `evt_${randomUUID().replaceAll('-', '')}`,
    type,
    createdAt: new Date().toISOString(),
    livemode,
    companyId,
    data,
  }
  const body = JSON.stringify(event)
  const rows = await repo.insertDeliveries(
    deps.db,
    endpoints.map((e) => ({
      endpointId: e.id,
      companyId,
      eventId: event.id,
      eventType: type,
      body,
    })),
  )
  for (const row of rows) {
    try {
      await queueDelivery(deps, row.id)
    } catch (error) {
      // Not left "pending" with no job behind it: failed, and the admin can replay it.
      await repo.setDeliveryStatus(deps.db, row.id, 'failed')
      throw error
    }
  }
  return rows
}

/**
 * The emitter of one app. A company's events are written one after another, in the order
 * they were emitted, so `createdAt` orders them as they happened; `drain` waits for events
 * still being written (on close).
 */
export function createEmitter(deps: WebhookDeps, log: FastifyBaseLogger) {
  const pending = new Set<Promise<unknown>>()
  const lastOf = new Map<string, Promise<unknown>>()
  return {
    emit(
      companyId: string,
      type: WebhookEventType,
      data: Record<string, unknown>,
      options: EmitOptions = {},
    ) {
      const { livemode } = options
      const job = (lastOf.get(companyId) ?? Promise.resolve())
        .then(() => enqueueEvent(deps, { companyId, type, data, livemode }))
        .catch((err: unknown) => log.error({ err, companyId, type }, 'webhook event not queued'))
        .finally(() => {
          pending.delete(job)
          if (lastOf.get(companyId) === job) lastOf.delete(companyId)
        })
      pending.add(job)
      lastOf.set(companyId, job)
    },
    async drain() {
      await Promise.all(pending)
    },
  }
}
