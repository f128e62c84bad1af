import { z } from 'zod'
import { MAX_CART_LINES } from '../orbit/constants'
import { v1MetadataSchema } from './metadata'
import { v1ListSchema } from './paging'
import { cents, quantityKg, tonnesAlias, v1InventorySchema, v1LineSchema, year } from './schemas'

const oneQuantity = (l: { quantityKg?: number; tonnes?: number }) =>
  (l.quantityKg === undefined) !== (l.tonnes === undefined)
const quantityMessage = 'Send quantityKg (or the deprecated tonnes), not both.'

export const v1OrderLineInputSchema = z
  .object({
    projectId: z.uuid(),
    vintage: year,
    quantityKg: quantityKg.optional(),
    tonnes: tonnesAlias.optional(),
  })
  .refine(oneQuantity, { message: quantityMessage, path: ['quantityKg'] })

export const v1OrderBodySchema = z
  .object({
    lines: z.array(v1OrderLineInputSchema).min(1).max(MAX_CART_LINES),
    acceptForward: z
      .boolean()
      .default(false)
      .describe('Must be true to order forward vintages (delivered once issued)'),
    metadata: v1MetadataSchema.optional(),
  })
  .meta({ id: 'OrderRequest' })
export type V1OrderBody = z.infer<typeof v1OrderBodySchema>

export const V1_IDEMPOTENCY_HEADER = 'idempotency-key'
const idempotencyKey = z.string().min(8).max(100)
export const v1IdempotencyHeadersSchema = z.object({
  'idempotency-key': idempotencyKey.describe(
    'Required; the same key answers with the same order instead of a second one',
  ),
})
export const v1RetirementHeadersSchema = z.object({
  'idempotency-key': idempotencyKey
    .optional()
    .describe('Recommended; the same key and body answer with the same retirement'),
})

export const V1_ORDER_STATUSES = ['placed', 'paid', 'delivered', 'cancelled'] as const
export type V1OrderStatus = (typeof V1_ORDER_STATUSES)[number]

export const v1OrderSchema = z
  .object({
    id: z.uuid(),
    number: z.string().nullable().describe('Null for sandbox orders'),
    status: z
      .enum(V1_ORDER_STATUSES)
      .describe('placed → paid → delivered; placed orders can be cancelled'),
    inventory: v1InventorySchema,
    lines: z.array(v1LineSchema),
    quantityKg: z.number().int(),
    totalTonnes: z.number().describe('Deprecated: quantityKg / 1000'),
    totalCents: cents('Sum of the lines, at placement prices'),
    currency: z.literal('EUR'),
    metadata: v1MetadataSchema,
    createdAt: z.iso.datetime(),
    paidAt: z.iso.datetime().nullable(),
    deliveredAt: z.iso.datetime().nullable(),
    cancelledAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'Order' })
export type V1Order = z.infer<typeof v1OrderSchema>
export const v1OrderListSchema = v1ListSchema(v1OrderSchema, 'OrderList')
