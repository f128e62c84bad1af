import { z } from 'zod'
import { MAX_SCORECARD_TONNES, VCMI_TIERS } from './assumptions'

/** Scorecard form (product.md §3): first name, company name, company e-mail, message. */
export const scorecardCreateBodySchema = z
  .object({
    email: z.string().trim().min(1).max(254).describe('Company e-mail (business rules apply)'),
    firstName: z.string().trim().min(1).max(100).describe('First name'),
    companyName: z.string().trim().min(1).max(200).describe('Company name'),
    message: z.string().trim().max(2000).optional().describe('Optional note to our team'),
  })
  .describe('ScorecardCreate')
export type ScorecardCreateBody = z.infer<typeof scorecardCreateBodySchema>

/**
 * Generate step (product.md §7: calculatedCosts and savings, both sent as 0). The server
 * recomputes both from `emissionsTonnes` with the assumptions in this package; the client's
 * values are ignored. Without `emissionsTonnes` (the specification's own payload) the call
 * keeps the emissions already recorded and answers the scorecard as it stands.
 */
export const scorecardUpdateBodySchema = z
  .object({
    emissionsTonnes: z
      .number()
      .int()
      .min(1)
      .max(MAX_SCORECARD_TONNES)
      .optional()
      .describe('Yearly emissions to cover, in tonnes CO₂e; omitted: keep the recorded ones'),
    calculatedCosts: z.number().int().min(0).optional().describe('Ignored; computed by the server'),
    savings: z
      .number()
      .int()
      .min(0)
      .optional()
      .describe('Ignored: the scorecard quotes no market comparison'),
  })
  .describe('ScorecardGenerate')
export type ScorecardUpdateBody = z.infer<typeof scorecardUpdateBodySchema>

export const scorecardIdParamsSchema = z.object({ id: z.uuid().describe('Scorecard id') })

const tierSchema = z.object({
  tier: z.enum(VCMI_TIERS.map((t) => t.tier) as ['silver', 'gold', 'platinum']),
  coveragePercent: z.number().int(),
  tonnes: z.number().int(),
  kelpCostCents: z.number().int(),
})

const pricingSchema = z
  .object({
    centsPerTonne: z.number().int().describe('Price per tonne of the blend, EUR cents'),
    source: z
      .enum(['on_sale', 'estimate'])
      .describe('on_sale: mean of the credits on sale when generated; estimate: reference price'),
    pricedAt: z.iso.datetime().nullable().describe('When the price was taken'),
  })
  .describe("Where the estimate's price comes from")

/** What the share link shows: no e-mail or personal message, only the estimate. */
export const scorecardSchema = z
  .object({
    id: z.uuid(),
    companyName: z.string(),
    emissionsTonnes: z.number().int().nullable().describe('Null until generated'),
    calculatedCosts: z.number().int().describe('Yearly cost through Kelp at 100 %, in cents'),
    pricing: pricingSchema.nullable().describe('Null until generated'),
    tiers: z.array(tierSchema).describe('Estimate per VCMI tier; empty until generated'),
  })
  .describe('Scorecard')
export type Scorecard = z.infer<typeof scorecardSchema>
