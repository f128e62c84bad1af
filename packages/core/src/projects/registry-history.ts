import { z } from 'zod'

/** Attribution every registry-history view carries (the registries' facts, collected by OffsetsDB). */
export const REGISTRY_HISTORY_ATTRIBUTION = 'Registry data via CarbonPlan OffsetsDB'

export const registryIssuanceSchema = z.object({
  reference: z.string().describe("The registry's id or serial block of the batch"),
  date: z.iso.date().describe('Issuance date as published'),
  vintage: z.number().int().nullable().describe('Vintage year; null where the registry gives none'),
  kg: z.number().int().describe('Quantity issued, in kg CO₂e'),
  serialRange: z.string().nullable(),
})

export const registryRetirementSchema = z.object({
  reference: z.string(),
  date: z.iso.date().describe('Retirement date as published'),
  beneficiary: z.string().nullable(),
  reason: z.string().nullable(),
  kg: z.number().int().describe('Quantity retired, in kg CO₂e'),
  vintage: z.number().int().nullable(),
  serialRange: z.string().nullable(),
  url: z.string().nullable().describe("The retirement's public page, where the registry has one"),
  article6: z.string().nullable().optional().describe('Article 6 authorisation, Gold Standard'),
})

export const registryHistorySchema = z
  .object({
    issuances: z.array(registryIssuanceSchema),
    retirements: z.array(registryRetirementSchema),
  })
  .describe(
    "Issuances and retirements by others as the registry publishes them; Kelp's own stock is its supply lots",
  )
export type RegistryHistory = z.infer<typeof registryHistorySchema>
export type RegistryIssuance = z.infer<typeof registryIssuanceSchema>

/** Issued quantity per vintage (or per year of issuance where the registry gives no vintage). */
export function issuedByVintage(issuances: readonly RegistryIssuance[]) {
  const totals = new Map<
    number,
    { year: number; byIssuanceYear: boolean; kg: number; batches: number }
  >()
  for (const i of issuances) {
    const year = i.vintage ?? Number(i.date.slice(0, 4))
    const row = totals.get(year) ?? { year, byIssuanceYear: i.vintage === null, kg: 0, batches: 0 }
    row.kg += i.kg
    row.batches += 1
    totals.set(year, row)
  }
  return [...totals.values()].sort((a, b) => b.year - a.year)
}
