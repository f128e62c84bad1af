import type { WebhookDelivery, WebhookEndpoint, WebhookEventType } from '@kelp/core/webhooks'
import type { AttemptRow, DeliveryRow, EndpointRow } from './repository'

export function toEndpointView(row: EndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    events: row.events as WebhookEventType[],
    description: row.description,
    enabled: row.enabled,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
  }
}

export function toDeliveryView(row: DeliveryRow, attempts: AttemptRow[]): WebhookDelivery {
  return {
    id: row.id,
    endpointId: row.endpointId,
    eventId: row.eventId,
    eventType: row.eventType as WebhookEventType,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    replayOf: row.replayOf,
    attempts: attempts
      .filter((a) => a.deliveryId === row.id)
      .map((a) => ({
        at: a.attemptedAt.toISOString(),
        statusCode: a.statusCode,
        durationMs: a.durationMs,
        error: a.error,
      })),
  }
}
