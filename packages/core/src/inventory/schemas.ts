import { z } from 'zod'
import { BUCKETS, MOVEMENT_KINDS } from './ledger'
import { LOT_STATUSES, lotInputSchema } from './lots'
import { REGISTRY_KEYS } from '../projects/registries'

/** What an operator sends to record a lot: every lot they record is real (never demo). */
export const recordLotBodySchema = lotInputSchema.omit({ demo: true })
export type RecordLotBody = z.infer<typeof recordLotBodySchema>

/** A registry's CSV export, each issuance row becoming one lot of the project at one price. */
export const importLotsBodySchema = z.object({
  projectId: z.uuid(),
  csv: z.string().min(1).max(2_000_000),
  /** For exports without vintages (Isometric): the vintage the lots are recorded under. */
  vintage: z.number().int().min(1990).max(2100).nullable().default(null),
  costCentsPerTonne: z.number().int().min(0).max(100_000_000),
  priceCentsPerTonne: z.number().int().positive().max(100_000_000),
  evidence: z.string().trim().min(1).max(500),
})
export type ImportLotsBody = z.infer<typeof importLotsBodySchema>

const balancesSchema = z.object(
  Object.fromEntries(BUCKETS.map((b) => [b, z.number().int()])) as Record<
    (typeof BUCKETS)[number],
    z.ZodNumber
  >,
)

export const lotSchema = z
  .object({
    id: z.uuid(),
    projectId: z.uuid(),
    projectName: z.string(),
    projectSlug: z.string(),
    vintage: z.number().int(),
    status: z.enum(LOT_STATUSES),
    expectedDeliveryYear: z.number().int().nullable(),
    quantityKg: z.number().int(),
    costCentsPerTonne: z.number().int(),
    priceCentsPerTonne: z.number().int(),
    currency: z.string(),
    registryKey: z.enum(REGISTRY_KEYS),
    issuanceId: z.string().nullable(),
    serialBlock: z.string().nullable(),
    issuanceQuantityKg: z.number().int().nullable(),
    evidence: z.string(),
    demo: z.boolean(),
    createdBy: z.string(),
    createdAt: z.string(),
    balances: balancesSchema.describe('Kilograms per bucket, summed from the ledger'),
  })
  .describe('SupplyLot')
export type Lot = z.infer<typeof lotSchema>

export const lotListSchema = z.object({ items: z.array(lotSchema) })
export const lotImportResponseSchema = z.object({ items: z.array(lotSchema) })

export const movementSchema = z
  .object({
    id: z.uuid(),
    kind: z.enum(MOVEMENT_KINDS),
    lotId: z.uuid(),
    companyId: z.uuid().nullable(),
    kg: z.number().int(),
    reference: z.string().nullable(),
    actor: z.string(),
    createdAt: z.string(),
  })
  .describe('LedgerMovement')
export const lotLedgerSchema = z.object({ lot: lotSchema, movements: z.array(movementSchema) })
export const lotIdParamsSchema = z.object({ lotId: z.uuid() })
