/**
 * What the free scorecard rests on.
 *
 * - The blend: 70 % avoidance and 30 % removal credits, each priced at the tonne-weighted mean
 *   of what Kelp has on sale when the scorecard is generated (supplyPrices in ../planner). A
 *   type with nothing on sale is priced with the planner's reference estimate, and the
 *   scorecard then says it is an estimate.
 * - Coverage per VCMI tier (product.md §9): Silver 10 %, Gold 50 %, Platinum 100 % of the
 *   remaining yearly emissions.
 */
export const SCORECARD_REMOVAL_SHARE_PERCENT = 30

export const VCMI_TIERS = [
  { tier: 'silver', coveragePercent: 10 },
  { tier: 'gold', coveragePercent: 50 },
  { tier: 'platinum', coveragePercent: 100 },
] as const

export type VcmiTier = (typeof VCMI_TIERS)[number]['tier']

/** Largest footprint the scorecard estimates; beyond this a tailored offer makes more sense. */
export const MAX_SCORECARD_TONNES = 10_000_000
