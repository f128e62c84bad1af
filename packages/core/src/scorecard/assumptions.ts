/**
 * Assumptions behind the free scorecard, in integer euro cents per tonne CO₂e.
 *
 * - MARKET: what companies typically pay for a blended portfolio of independently rated
 *   removal and avoidance credits bought through retail brokers, whose margins add 30-50 %
 *   on top of the project price (2025-2026 offers for Verra/Gold Standard credits of
 *   comparable quality, blended 70 % avoidance / 30 % nature-based removal).
 * - KELP: the same blend bought through Kelp: project price plus Kelp's fee of 15 %.
 * - Coverage per VCMI tier (product.md §9): Silver 10 %, Gold 50 %, Platinum 100 % of the
 *   remaining yearly emissions.
 */
export const MARKET_PRICE_CENTS_PER_TONNE = 3_400
export const KELP_PRICE_CENTS_PER_TONNE = 2_500

export const VCMI_TIERS = [
  { tier: 'silver', coveragePercent: 10 },
  { tier: 'gold', coveragePercent: 50 },
  { tier: 'platinum', coveragePercent: 100 },
] as const

export type VcmiTier = (typeof VCMI_TIERS)[number]['tier']

/** Largest footprint the scorecard estimates; beyond this a tailored offer makes more sense. */
export const MAX_SCORECARD_TONNES = 10_000_000
