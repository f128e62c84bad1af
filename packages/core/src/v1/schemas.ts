import { z } from 'zod'
import { MAX_CART_LINES, ORDER_STATUSES } from '../orbit/constants'
import { RETIREMENT_BENEFICIARY_MAX, RETIREMENT_PURPOSE_MAX } from '../portfolio/constants'
import { VINTAGE_STATUSES } from '../projects/schemas'

const cents = (what: string) => z.number().int().describe(`${what} (EUR cents)`)
const tonnes = z.number().int().min(1).max(1_000_000)
const year = z.number().int().min(1990).max(2100)

export const v1InventorySchema = z
  .enum(['live', 'sandbox'])
  .describe('sandbox: a test key’s answer, from the sandbox inventory, never live stock')

export const v1VintageSchema = z
  .object({
    year: z.number().int(),
    status: z.enum(VINTAGE_STATUSES).describe('issued: exists at the registry; forward: future'),
    expectedDeliveryYear: z.number().int().nullable().describe('Forward vintages only'),
    availableTonnes: z.number().int(),
    priceCents: cents('Price per tonne'),
  })
  .describe('V1Vintage')

export const v1ProjectSchema = z
  .object({
    id: z.uuid(),
    slug: z.string(),
    name: z.string(),
    type: z.string().describe('removal, avoidance or both'),
    countryCode: z.string(),
    registry: z.string().nullable().describe('Registry name; null when not listed'),
    registryId: z.string().nullable(),
    registryUrl: z.string().nullable(),
    purchasable: z.boolean().describe('False when listed for information only'),
    inventory: v1InventorySchema,
    vintages: z.array(v1VintageSchema),
  })
  .describe('V1Project')
export type V1Project = z.infer<typeof v1ProjectSchema>

export const v1PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(20),
})
export const v1ProjectListSchema = z
  .object({
    data: z.array(v1ProjectSchema),
    page: z.number().int(),
    perPage: z.number().int(),
    total: z.number().int(),
  })
  .describe('V1ProjectList')
export const v1SlugParamsSchema = z.object({ slug: z.string().min(1).max(120) })
export const v1IdParamsSchema = z.object({ id: z.uuid() })

export const v1QuoteBodySchema = z
  .object({
    projectId: z.uuid().optional().describe('With vintage: quote this vintage'),
    vintage: year.optional(),
    atlasPlan: z
      .boolean()
      .optional()
      .describe("Instead of one vintage: the mix the company's ATLAS plan suggests"),
    tonnes: tonnes.optional().describe('Either tonnes…'),
    budgetCents: z.number().int().min(100).max(1_000_000_000).optional().describe('…or a budget'),
  })
  .refine((b) => (b.tonnes === undefined) !== (b.budgetCents === undefined), {
    message: 'Send either tonnes or budgetCents',
    path: ['tonnes'],
  })
  .refine(
    (b) => (b.atlasPlan === true) !== (b.projectId !== undefined && b.vintage !== undefined),
    {
      message: 'Send projectId and vintage, or atlasPlan: true',
      path: ['projectId'],
    },
  )
  .describe('V1QuoteRequest')
export type V1QuoteBody = z.infer<typeof v1QuoteBodySchema>

export const v1LineSchema = z
  .object({
    projectId: z.uuid(),
    projectSlug: z.string(),
    projectName: z.string(),
    vintage: z.number().int(),
    status: z.enum(VINTAGE_STATUSES).describe('forward lines are labelled and delivered later'),
    expectedDeliveryYear: z.number().int().nullable(),
    tonnes: z.number().int(),
    priceCents: cents('Price per tonne'),
    lineTotalCents: cents('tonnes × price'),
  })
  .describe('V1Line')
export type V1Line = z.infer<typeof v1LineSchema>

export const v1QuoteSchema = z
  .object({
    lines: z.array(v1LineSchema),
    tonnes: z.number().int(),
    totalCents: cents('Total at today’s prices; an order re-checks them'),
    currency: z.literal('EUR'),
    source: z.enum(['vintage', 'atlas_plan']),
    inventory: v1InventorySchema,
  })
  .describe('V1Quote')
export type V1Quote = z.infer<typeof v1QuoteSchema>

export const v1OrderBodySchema = z
  .object({
    lines: z
      .array(z.object({ projectId: z.uuid(), vintage: year, tonnes }))
      .min(1)
      .max(MAX_CART_LINES),
    acceptForward: z
      .boolean()
      .default(false)
      .describe('Must be true to order forward vintages (delivered once issued)'),
  })
  .describe('V1OrderRequest')
export type V1OrderBody = z.infer<typeof v1OrderBodySchema>

export const V1_IDEMPOTENCY_HEADER = 'idempotency-key'
export const v1IdempotencyHeadersSchema = z.object({
  'idempotency-key': z
    .string()
    .min(8)
    .max(100)
    .describe('Required; the same key answers with the same order instead of a second one'),
})

export const v1OrderSchema = z
  .object({
    id: z.uuid(),
    number: z.string().nullable().describe('Null for sandbox orders'),
    status: z.enum(ORDER_STATUSES),
    inventory: v1InventorySchema,
    lines: z.array(v1LineSchema),
    totalTonnes: z.number().int(),
    totalCents: cents('At placement prices'),
    currency: z.literal('EUR'),
    createdAt: z.iso.datetime(),
  })
  .describe('V1Order')
export type V1Order = z.infer<typeof v1OrderSchema>
export const v1OrderListSchema = z.object({ data: z.array(v1OrderSchema) }).describe('V1OrderList')

export const v1RetireBodySchema = z
  .object({
    projectId: z.uuid(),
    vintage: year,
    tonnes,
    beneficiary: z.string().trim().min(1).max(RETIREMENT_BENEFICIARY_MAX),
    purpose: z.string().trim().min(1).max(RETIREMENT_PURPOSE_MAX).optional(),
  })
  .describe('V1RetirementRequest')
export type V1RetireBody = z.infer<typeof v1RetireBodySchema>

export const v1RetirementSchema = z
  .object({
    id: z.uuid(),
    status: z.enum(['requested', 'confirmed']).describe('confirmed once the registry retired it'),
    inventory: v1InventorySchema,
    projectId: z.uuid(),
    vintage: z.number().int(),
    tonnes: z.number().int(),
    beneficiary: z.string(),
    purpose: z.string().nullable(),
    certificateNumber: z.string().nullable(),
    serialStart: z.string().nullable().describe('Registry serials, once confirmed'),
    serialEnd: z.string().nullable(),
    registryReference: z.string().nullable(),
    verificationUrl: z.string().nullable().describe('Public verification page (live only)'),
    requestedAt: z.iso.datetime(),
    confirmedAt: z.iso.datetime().nullable(),
  })
  .describe('V1Retirement')
export type V1Retirement = z.infer<typeof v1RetirementSchema>
export const v1RetirementListSchema = z
  .object({ data: z.array(v1RetirementSchema) })
  .describe('V1RetirementList')
