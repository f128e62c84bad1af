import { z } from 'zod'
import { WEBHOOK_EVENT_TYPES } from './constants'

export const webhookEventTypeSchema = z.enum(WEBHOOK_EVENT_TYPES).describe('Webhook event type')

export const webhookEndpointParamsSchema = z.object({ endpointId: z.uuid() })
export const webhookDeliveryParamsSchema = z.object({ deliveryId: z.uuid() })

export const createWebhookEndpointBodySchema = z.object({
  url: z
    .url({ protocol: /^https?$/, error: 'Enter the full address of your endpoint.' })
    .max(2048)
    .describe('Where deliveries are POSTed; HTTPS (plain HTTP to 127.0.0.1 only in development)'),
  events: z
    .array(webhookEventTypeSchema)
    .min(1, { error: 'Choose at least one event.' })
    .refine((events) => new Set(events).size === events.length, {
      error: 'Choose each event once.',
    })
    .describe('The events this endpoint receives'),
  description: z.string().trim().max(100).default('').describe('A note for your team'),
})
export type CreateWebhookEndpointBody = z.input<typeof createWebhookEndpointBodySchema>

export const updateWebhookEndpointBodySchema = z.object({
  enabled: z.boolean().describe('false: no new deliveries; pending retries stop'),
})

export const webhookEndpointSchema = z
  .object({
    id: z.uuid(),
    url: z.string(),
    events: z.array(webhookEventTypeSchema),
    description: z.string(),
    enabled: z.boolean(),
    createdAt: z.iso.datetime(),
    createdBy: z.string().describe('E-mail of the admin who registered it'),
  })
  .describe('WebhookEndpoint')
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>

export const webhookEndpointListSchema = z.object({ items: z.array(webhookEndpointSchema) })

export const createdWebhookEndpointSchema = z.object({
  endpoint: webhookEndpointSchema,
  secret: z
    .string()
    .describe('The signing secret (whsec_…); shown this once, keep it in your secret store'),
})
export type CreatedWebhookEndpoint = z.infer<typeof createdWebhookEndpointSchema>

export const webhookAttemptSchema = z
  .object({
    at: z.iso.datetime(),
    statusCode: z.number().int().nullable().describe('The endpoint’s HTTP status; null: none'),
    durationMs: z.number().int().nonnegative(),
    error: z.string().nullable().describe('Why the attempt failed when no status explains it'),
  })
  .describe('WebhookAttempt')
export type WebhookAttempt = z.infer<typeof webhookAttemptSchema>

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed', 'cancelled'] as const

export const webhookDeliverySchema = z
  .object({
    id: z.uuid(),
    endpointId: z.uuid(),
    eventId: z.string(),
    eventType: webhookEventTypeSchema,
    status: z
      .enum(WEBHOOK_DELIVERY_STATUSES)
      .describe('pending: queued or retrying; cancelled: the endpoint was disabled'),
    createdAt: z.iso.datetime(),
    replayOf: z.uuid().nullable().describe('The delivery this one replays'),
    attempts: z.array(webhookAttemptSchema),
  })
  .describe('WebhookDelivery')
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>

export const webhookDeliveryListSchema = z.object({ items: z.array(webhookDeliverySchema) })
export const webhookDeliveryResponseSchema = z.object({ delivery: webhookDeliverySchema })

/** The JSON body of every delivery. */
export const webhookEventSchema = z
  .object({
    id: z.string().describe('evt_…; the same in every delivery and replay of this event'),
    type: webhookEventTypeSchema,
    createdAt: z.iso.datetime(),
    livemode: z.boolean().describe('false for events of test keys (the sandbox)'),
    companyId: z.uuid(),
    data: z.record(z.string(), z.unknown()).describe('The object the event is about'),
  })
  .describe('WebhookEvent')
export type WebhookEvent = z.infer<typeof webhookEventSchema>
