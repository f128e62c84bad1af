import { z } from 'zod'
import { REGISTRIES, REGISTRY_KEYS, type RegistryKey } from '../projects/registries'

export const LOT_STATUSES = ['issued', 'forward'] as const
export type LotStatus = (typeof LOT_STATUSES)[number]
export const LOT_CURRENCY = 'EUR'

const MAX_KG = 2_000_000_000
const wholeKg = z.number().int().positive().max(MAX_KG)

/**
 * A supply lot as an operator records it. Prices are per tonne in cents; quantities in whole
 * kilograms. An issued lot names its issuance at the registry: a serial block (whose credit
 * count bounds the quantity) or an issuance id with the issuance's quantity. A forward lot
 * names the year the registry is expected to issue it.
 */
export const lotInputSchema = z.object({
  projectId: z.uuid(),
  vintage: z.number().int().min(1990).max(2100),
  status: z.enum(LOT_STATUSES),
  expectedDeliveryYear: z.number().int().min(2000).max(2100).nullable().default(null),
  quantityKg: wholeKg,
  costCentsPerTonne: z.number().int().min(0).max(100_000_000),
  priceCentsPerTonne: z.number().int().positive().max(100_000_000),
  registryKey: z.enum(REGISTRY_KEYS),
  issuanceId: z.string().trim().min(1).max(200).nullable().default(null),
  serialBlock: z.string().trim().min(1).max(300).nullable().default(null),
  /** Credits (tonnes) or kilograms the issuance record carries, when no serial block counts them. */
  issuanceQuantityKg: wholeKg.nullable().default(null),
  evidence: z.string().trim().min(1).max(500),
  demo: z.boolean().default(false),
})
export type LotInput = z.infer<typeof lotInputSchema>

export type LotProblem =
  'serialFormat' | 'issuanceMissing' | 'aboveIssuance' | 'deliveryYear' | 'forwardIssuance'

/**
 * The rules a lot must meet beyond its field types, checked against the project's registry
 * listing: the serial block in that registry's format for this project, a quantity no larger
 * than the issuance record, and a delivery year for (and only for) forward lots.
 */
export function lotProblem(lot: LotInput, registryProjectId: string | null): LotProblem | null {
  if (lot.status === 'forward') {
    if (lot.expectedDeliveryYear === null || lot.expectedDeliveryYear < lot.vintage)
      return 'deliveryYear'
    if (lot.serialBlock) return 'forwardIssuance'
    return null
  }
  if (lot.expectedDeliveryYear !== null) return 'deliveryYear'
  if (!lot.serialBlock && !lot.issuanceId) return 'issuanceMissing'
  if (lot.serialBlock) {
    const check = REGISTRIES[lot.registryKey].checkSerial(lot.serialBlock, registryProjectId ?? '')
    if (!check.ok) return 'serialFormat'
  }
  const recordKg = issuanceRecordKg(lot, registryProjectId)
  if (recordKg === null) return 'issuanceMissing'
  return lot.quantityKg > recordKg ? 'aboveIssuance' : null
}

/**
 * Kilograms the issuance record holds: the credits a serial block counts (first to last,
 * one tonne each) where the registry's format carries them, else the quantity entered with
 * the issuance id; null when neither says.
 */
export function issuanceRecordKg(lot: LotInput, registryProjectId: string | null): number | null {
  if (lot.serialBlock) {
    const check = REGISTRIES[lot.registryKey].checkSerial(lot.serialBlock, registryProjectId ?? '')
    if (check.ok && check.range) return (check.range.last - check.range.first + 1) * 1000
  }
  return lot.issuanceQuantityKg
}

/** How a serial block of the registry looks, for the form's hint and its error message. */
export const serialExampleOf = (key: RegistryKey) => REGISTRIES[key].serialExample
