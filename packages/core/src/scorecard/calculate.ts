import type { PriceSource, SupplyPrices } from '../planner/supply'
import { SCORECARD_REMOVAL_SHARE_PERCENT, VCMI_TIERS, type VcmiTier } from './assumptions'

export interface TierEstimate {
  tier: VcmiTier
  coveragePercent: number
  tonnes: number
  kelpCostCents: number
}

export interface ScorecardEstimate {
  tiers: TierEstimate[]
  /** Yearly cost through Kelp at full (Platinum) coverage, in cents. */
  calculatedCosts: number
}

/** The blend's price per tonne and whether it is what is on sale or an estimate. */
export interface ScorecardPrice {
  centsPerTonne: number
  source: PriceSource
}

/** The scorecard blend priced from what is on sale (an estimate when a type has none). */
export function scorecardPrice(prices: SupplyPrices): ScorecardPrice {
  const share = SCORECARD_REMOVAL_SHARE_PERCENT
  const centsPerTonne = Math.round(
    (prices.removalCents * share + prices.avoidanceCents * (100 - share)) / 100,
  )
  const onSale = prices.sources.removal === 'on_sale' && prices.sources.avoidance === 'on_sale'
  return { centsPerTonne, source: onSale ? 'on_sale' : 'estimate' }
}

/** Yearly cost of financing `emissionsTonnes` through Kelp, per VCMI tier, in integer cents. */
export function estimateScorecard(
  emissionsTonnes: number,
  centsPerTonne: number,
): ScorecardEstimate {
  const tiers = VCMI_TIERS.map(({ tier, coveragePercent }) => {
    const tonnes = Math.ceil((emissionsTonnes * coveragePercent) / 100)
    return { tier, coveragePercent, tonnes, kelpCostCents: tonnes * centsPerTonne }
  })
  return { tiers, calculatedCosts: tiers[tiers.length - 1]!.kelpCostCents }
}
