import {
  KELP_PRICE_CENTS_PER_TONNE,
  MARKET_PRICE_CENTS_PER_TONNE,
  VCMI_TIERS,
  type VcmiTier,
} from './assumptions'

export interface TierEstimate {
  tier: VcmiTier
  coveragePercent: number
  tonnes: number
  kelpCostCents: number
  marketCostCents: number
  savingsCents: number
}

export interface ScorecardEstimate {
  tiers: TierEstimate[]
  /** Yearly cost through Kelp at full (Platinum) coverage, in cents. */
  calculatedCosts: number
  /** Yearly savings against typical market prices at full coverage, in cents. */
  savings: number
}

/** Yearly cost of financing `emissionsTonnes` through Kelp, per VCMI tier, in integer cents. */
export function estimateScorecard(emissionsTonnes: number): ScorecardEstimate {
  const tiers = VCMI_TIERS.map(({ tier, coveragePercent }) => {
    const tonnes = Math.ceil((emissionsTonnes * coveragePercent) / 100)
    const kelpCostCents = tonnes * KELP_PRICE_CENTS_PER_TONNE
    const marketCostCents = tonnes * MARKET_PRICE_CENTS_PER_TONNE
    return {
      tier,
      coveragePercent,
      tonnes,
      kelpCostCents,
      marketCostCents,
      savingsCents: marketCostCents - kelpCostCents,
    }
  })
  const full = tiers[tiers.length - 1]!
  return { tiers, calculatedCosts: full.kelpCostCents, savings: full.savingsCents }
}
