import { describe, expect, it } from 'vitest'
import { KELP_PRICE_CENTS_PER_TONNE, MARKET_PRICE_CENTS_PER_TONNE } from './assumptions'
import { estimateScorecard } from './calculate'

describe('estimateScorecard', () => {
  it('prices each VCMI tier by its coverage', () => {
    const { tiers } = estimateScorecard(1000)
    expect(tiers.map((t) => [t.tier, t.tonnes])).toEqual([
      ['silver', 100],
      ['gold', 500],
      ['platinum', 1000],
    ])
    expect(tiers[1]!.kelpCostCents).toBe(500 * KELP_PRICE_CENTS_PER_TONNE)
    expect(tiers[1]!.marketCostCents).toBe(500 * MARKET_PRICE_CENTS_PER_TONNE)
  })

  it('reports full-coverage cost and savings in integer cents', () => {
    const estimate = estimateScorecard(1234)
    expect(estimate.calculatedCosts).toBe(1234 * KELP_PRICE_CENTS_PER_TONNE)
    expect(estimate.savings).toBe(
      1234 * (MARKET_PRICE_CENTS_PER_TONNE - KELP_PRICE_CENTS_PER_TONNE),
    )
    expect(Number.isInteger(estimate.savings)).toBe(true)
  })

  it('rounds partial tonnes up so the tier is fully covered', () => {
    expect(estimateScorecard(15).tiers[0]!.tonnes).toBe(2)
  })
})
