import {
  MAX_WEBHOOK_ENDPOINTS,
  WEBHOOK_DELIVERY_PAGE,
  type CreatedWebhookEndpoint,
  type createWebhookEndpointBodySchema,
} from '@kelp/core/webhooks'
import type { z } from 'zod'
import { AppError } from '../../lib/app-error'
import { writeAudit } from '../audit'
import type { CompanyCaller } from '../auth'
import { queueDelivery, type WebhookDeps } from './deps'
import * as repo from './repository'
import { newSigningSecret, seal } from './secret-box'
import { targetProblem } from './target'
import { WT } from './texts'
import { toDeliveryView, toEndpointView } from './views'

type CreateBody = z.output<typeof createWebhookEndpointBodySchema>
/** One of the caller's company's endpoints. */
type EndpointInput = { caller: CompanyCaller; endpointId: string }

export async function listEndpoints(deps: WebhookDeps, caller: CompanyCaller) {
  return { items: (await repo.listEndpoints(deps.db, caller.companyId)).map(toEndpointView) }
}

/** Registers an endpoint; the signing secret is returned here and never again. */
export async function createEndpoint(
  deps: WebhookDeps,
  { caller, body }: { caller: CompanyCaller; body: CreateBody },
): Promise<CreatedWebhookEndpoint> {
  const problem = targetProblem(body.url, deps.env.WEBHOOK_ALLOW_LOOPBACK)
  if (problem === 'private_address') throw new AppError('bad_request', WT.privateAddress)
  if (problem) throw new AppError('bad_request', WT.notHttps)
  const secret = newSigningSecret()
  const row = await deps.db.transaction(async (tx) => {
    if ((await repo.countEndpoints(tx, caller.companyId)) >= MAX_WEBHOOK_ENDPOINTS) {
      throw new AppError('conflict', WT.tooMany)
    }
    const created = await repo.insertEndpoint(tx, {
      companyId: caller.companyId,
      url: body.url,
      events: body.events,
      description: body.description,
      secretSealed: seal(deps.env.APP_SECRET, secret),
      createdBy: caller.email,
    })
    await writeAudit(tx, caller.email, 'webhook_endpoint.created', `webhook:${created.id}`, {
      companyId: caller.companyId,
      url: body.url,
      events: body.events,
    })
    return created
  })
  return { endpoint: toEndpointView(row), secret }
}

/** Enables or disables an endpoint; disabling stops its pending retries too. */
export async function setEndpointEnabled(
  deps: WebhookDeps,
  { caller, endpointId, enabled }: EndpointInput & { enabled: boolean },
) {
  const row = await deps.db.transaction(async (tx) => {
    const updated = await repo.setEndpointEnabled(tx, caller.companyId, endpointId, enabled)
    if (!updated) throw new AppError('not_found', WT.endpointMissing)
    const action = enabled ? 'webhook_endpoint.enabled' : 'webhook_endpoint.disabled'
    await writeAudit(tx, caller.email, action, `webhook:${endpointId}`, {
      companyId: caller.companyId,
    })
    return updated
  })
  return { endpoint: toEndpointView(row) }
}

/** Deletes an endpoint with its deliveries; queued jobs then find nothing to send. */
export async function deleteEndpoint(deps: WebhookDeps, { caller, endpointId }: EndpointInput) {
  await deps.db.transaction(async (tx) => {
    const deleted = await repo.deleteEndpoint(tx, caller.companyId, endpointId)
    if (!deleted) throw new AppError('not_found', WT.endpointMissing)
    await writeAudit(tx, caller.email, 'webhook_endpoint.deleted', `webhook:${endpointId}`, {
      companyId: caller.companyId,
      url: deleted.url,
    })
  })
}

export async function listDeliveries(deps: WebhookDeps, { caller, endpointId }: EndpointInput) {
  if (!(await repo.findEndpoint(deps.db, caller.companyId, endpointId))) {
    throw new AppError('not_found', WT.endpointMissing)
  }
  const { deliveries, attempts } = await repo.listDeliveries(
    deps.db,
    endpointId,
    WEBHOOK_DELIVERY_PAGE,
  )
  return { items: deliveries.map((d) => toDeliveryView(d, attempts)) }
}

/**
 * Sends an event again as a new delivery of the same body (same event id, so a receiver that
 * already processed it can recognise it), signed afresh when it is attempted.
 */
export async function replayDelivery(
  deps: WebhookDeps,
  { caller, deliveryId }: { caller: CompanyCaller; deliveryId: string },
) {
  const original = await repo.findDelivery(deps.db, caller.companyId, deliveryId)
  if (!original) throw new AppError('not_found', WT.deliveryMissing)
  const endpoint = await repo.findEndpoint(deps.db, caller.companyId, original.endpointId)
  if (!endpoint) throw new AppError('not_found', WT.endpointMissing)
  if (!endpoint.enabled) throw new AppError('conflict', WT.endpointDisabled)
  const replay = await deps.db.transaction(async (tx) => {
    const [row] = await repo.insertDeliveries(tx, [
      {
        endpointId: original.endpointId,
        companyId: original.companyId,
        eventId: original.eventId,
        eventType: original.eventType,
        body: original.body,
        replayOf: original.id,
      },
    ])
    await writeAudit(tx, caller.email, 'webhook_delivery.replayed', `webhook:${endpoint.id}`, {
      companyId: caller.companyId,
      deliveryId: original.id,
      replayId: row!.id,
    })
    return row!
  })
  await queueDelivery(deps, replay.id)
  return { delivery: toDeliveryView(replay, []) }
}
