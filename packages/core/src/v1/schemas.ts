import { z } from 'zod'
import { PROJECT_METHODS, PROJECT_TYPES } from '../projects/constants'
import { REGISTRY_KEYS } from '../projects/registries'
import { VINTAGE_STATUSES } from '../projects/schemas'
import { MAX_QUANTITY_KG } from './constants'
import { v1ListQueryShape, v1ListSchema } from './paging'

export const cents = (what: string) => z.number().int().describe(`${what} (EUR cents)`)
/** Deprecated request alias of quantityKg (whole tonnes). */
export const tonnesAlias = z
  .number()
  .int()
  .min(1)
  .max(MAX_QUANTITY_KG / 1000)
  .describe('Deprecated: whole tonnes; send quantityKg instead')
export const quantityKg = z
  .number()
  .int({ error: 'quantityKg must be a whole number of kilograms.' })
  .min(1, { error: 'quantityKg must be at least 1 kg.' })
  .max(MAX_QUANTITY_KG)
  .describe('Whole kilograms, at least 1')
export const year = z.number().int().min(1990).max(2100)

export const v1InventorySchema = z
  .enum(['live', 'sandbox'])
  .describe('sandbox: a test key’s answer, from the sandbox inventory, never live stock')

export const v1VintageSchema = z
  .object({
    year: z.number().int(),
    status: z.enum(VINTAGE_STATUSES).describe('issued: exists at the registry; forward: future'),
    expectedDeliveryYear: z.number().int().nullable().describe('Forward vintages only'),
    availableKg: z.number().int().describe('Kilograms the key may order'),
    availableTonnes: z
      .number()
      .int()
      .describe('Deprecated: availableKg in whole tonnes (rounded down)'),
    priceCents: cents('Price per tonne'),
  })
  .meta({ id: 'Vintage' })

export const v1ProjectSchema = z
  .object({
    id: z.uuid(),
    slug: z.string(),
    name: z.string(),
    type: z.string().describe('removal, avoidance or removal-avoidance'),
    category: z.string().describe('The project method, e.g. biochar or redd-plus'),
    countryCode: z.string(),
    registry: z.string().nullable().describe('Registry name; null when not listed'),
    registryId: z.string().nullable(),
    registryUrl: z.string().nullable(),
    purchasable: z.boolean().describe('False when listed for information only'),
    inventory: v1InventorySchema,
    vintages: z.array(v1VintageSchema).describe('With vintage filters, only the matching ones'),
  })
  .meta({ id: 'Project' })
export type V1Project = z.infer<typeof v1ProjectSchema>

const flag = z.enum(['true', 'false']).transform((v) => v === 'true')
export const v1ProjectQuerySchema = z.strictObject({
  ...v1ListQueryShape,
  category: z.enum(PROJECT_METHODS).optional().describe('Project method'),
  type: z.enum(PROJECT_TYPES).optional(),
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/, { error: 'country is a two-letter ISO code, e.g. KE.' })
    .transform((c) => c.toUpperCase())
    .optional()
    .describe('ISO 3166-1 alpha-2'),
  registry: z.enum(REGISTRY_KEYS).optional(),
  issued: flag.optional().describe('true: only issued vintages (no forward ones)'),
  minAvailableKg: z.coerce.number().int().min(1).max(MAX_QUANTITY_KG).optional(),
  maxPriceCents: z.coerce.number().int().min(1).optional().describe('Per tonne'),
})
export type V1ProjectQuery = z.infer<typeof v1ProjectQuerySchema>
export const v1ProjectListSchema = v1ListSchema(v1ProjectSchema, 'ProjectList')
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
    quantityKg: quantityKg.optional().describe('Either kilograms…'),
    tonnes: tonnesAlias.optional(),
    budgetCents: z.number().int().min(100).max(1_000_000_000).optional().describe('…or a budget'),
  })
  .refine(
    (b) => [b.quantityKg, b.tonnes, b.budgetCents].filter((x) => x !== undefined).length === 1,
    { message: 'Send one of quantityKg or budgetCents', path: ['quantityKg'] },
  )
  .refine(
    (b) => (b.atlasPlan === true) !== (b.projectId !== undefined && b.vintage !== undefined),
    {
      message: 'Send projectId and vintage, or atlasPlan: true',
      path: ['projectId'],
    },
  )
  .meta({ id: 'QuoteRequest' })
export type V1QuoteBody = z.infer<typeof v1QuoteBodySchema>

export const v1LineSchema = z
  .object({
    projectId: z.uuid(),
    projectSlug: z.string(),
    projectName: z.string(),
    vintage: z.number().int(),
    status: z.enum(VINTAGE_STATUSES).describe('forward lines are labelled and delivered later'),
    expectedDeliveryYear: z.number().int().nullable(),
    quantityKg: z.number().int(),
    tonnes: z.number().describe('Deprecated: quantityKg / 1000'),
    priceCents: cents('Price per tonne'),
    lineTotalCents: cents('quantityKg × priceCents / 1000, rounded half up to a cent'),
  })
  .meta({ id: 'OrderLine' })
export type V1Line = z.infer<typeof v1LineSchema>

export const v1QuoteSchema = z
  .object({
    lines: z.array(v1LineSchema),
    quantityKg: z.number().int(),
    tonnes: z.number().describe('Deprecated: quantityKg / 1000'),
    totalCents: cents('Total at today’s prices; an order re-checks them'),
    currency: z.literal('EUR'),
    source: z.enum(['vintage', 'atlas_plan']),
    inventory: v1InventorySchema,
  })
  .meta({ id: 'Quote' })
export type V1Quote = z.infer<typeof v1QuoteSchema>
