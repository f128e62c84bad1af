/** The events a company can subscribe an endpoint to (docs/api/webhooks.md). */
export const WEBHOOK_EVENT_TYPES = [
  'order.placed',
  'order.paid',
  'order.delivered',
  'order.cancelled',
  'offer.ready',
  'retirement.confirmed',
  'certificate.ready',
] as const
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number]

/** Endpoints one company may register. */
export const MAX_WEBHOOK_ENDPOINTS = 10
/** Deliveries listed per endpoint, newest first. */
export const WEBHOOK_DELIVERY_PAGE = 50
