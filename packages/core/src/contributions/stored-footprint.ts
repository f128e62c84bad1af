import { quoteContribution, type FootprintInput } from './calculator'
import { businessSettingsSchema, customSettingsSchema, personalSettingsSchema } from './schemas'

const SETTINGS = {
  personal: personalSettingsSchema,
  business: businessSettingsSchema,
  custom: customSettingsSchema,
} as const

/**
 * The calculator inputs a contribution was bought with, while they still give its tonnes a year
 * (an adjustment made in tonnes replaces them); undefined otherwise. The adjust screen starts
 * from them, so a household's adults and children are not turned into a bare tonne figure.
 */
export function storedFootprint(
  emissionType: string,
  settings: unknown,
  tonnesPerYear: number,
): FootprintInput | undefined {
  if (!(emissionType in SETTINGS)) return undefined
  const parsed = SETTINGS[emissionType as keyof typeof SETTINGS].safeParse(settings)
  if (!parsed.success) return undefined
  const input = { emissionType, ...parsed.data } as FootprintInput
  return quoteContribution(input, 'germany', 'monthly').tonnesPerYear === tonnesPerYear
    ? input
    : undefined
}
