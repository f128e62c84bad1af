import { z } from 'zod'
import type { WebhookEventType } from '../webhooks/constants'
import { v1OrderSchema } from './order-schemas'
import { v1RetirementSchema } from './retirement-schemas'

const envelope = {
  id: z.string().describe('evt_…; the same in every delivery and replay of this event'),
  createdAt: z.iso.datetime(),
  livemode: z.boolean().describe('false for events of test keys (the sandbox)'),
  companyId: z.uuid(),
}

export const v1OrderEventSchema = z
  .object({
    ...envelope,
    type: z.enum(['order.placed', 'order.paid', 'order.delivered', 'order.cancelled']),
    data: z.object({ order: v1OrderSchema }),
  })
  .meta({ id: 'OrderEvent' })

export const v1RetirementEventSchema = z
  .object({
    ...envelope,
    type: z.literal('retirement.confirmed'),
    data: z.object({ retirement: v1RetirementSchema }),
  })
  .meta({ id: 'RetirementEvent' })

export const v1CertificateEventSchema = z
  .object({
    ...envelope,
    type: z.literal('certificate.ready'),
    data: z.object({
      certificate: z.object({
        retirementId: z.uuid(),
        certificateNumber: z.string(),
        url: z.string().describe('GET it with the API key: /api/v1/retirements/{id}/certificate'),
        verificationUrl: z.string().describe('The public verification page'),
      }),
    }),
  })
  .meta({ id: 'CertificateEvent' })

export const v1OfferEventSchema = z
  .object({
    ...envelope,
    type: z.literal('offer.ready'),
    data: z.object({
      offer: z
        .record(z.string(), z.unknown())
        .describe('The offer, as the Portfolio Manager shows it'),
    }),
  })
  .meta({ id: 'OfferEvent' })

/** The schema (component id) of each webhook event's body, listed in the OpenAPI document. */
export const V1_EVENT_SCHEMA_IDS = {
  'order.placed': 'OrderEvent',
  'order.paid': 'OrderEvent',
  'order.delivered': 'OrderEvent',
  'order.cancelled': 'OrderEvent',
  'offer.ready': 'OfferEvent',
  'retirement.confirmed': 'RetirementEvent',
  'certificate.ready': 'CertificateEvent',
} as const satisfies Record<WebhookEventType, string>
