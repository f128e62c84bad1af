import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { estimateScorecard, scorecardPrice } from './calculate'

describe('estimateScorecard', () => {
  it('prices each VCMI tier by its coverage at the given price', () => {
    const { tiers, calculatedCosts } = estimateScorecard(1000, 10_180)
    expect(tiers.map((t) => [t.tier, t.tonnes])).toEqual([
      ['silver', 100],
      ['gold', 500],
      ['platinum', 1000],
    ])
    expect(tiers[1]!.kelpCostCents).toBe(500 * 10_180)
    expect(calculatedCosts).toBe(1000 * 10_180)
  })

  it('rounds partial tonnes up so the tier is fully covered', () => {
    expect(estimateScorecard(15, 100).tiers[0]!.tonnes).toBe(2)
  })

  it('keeps every cost an exact integer multiple of the price', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 1, max: 100_000 }),
        (t, p) => {
          for (const tier of estimateScorecard(t, p).tiers) {
            expect(tier.kelpCostCents).toBe(tier.tonnes * p)
          }
        },
      ),
    )
  })
})

describe('scorecardPrice', () => {
  it('blends 30 % removal and 70 % avoidance and names the source', () => {
    const onSale = { removal: 'on_sale', avoidance: 'on_sale' } as const
    expect(
      scorecardPrice({ removalCents: 30_000, avoidanceCents: 1_400, sources: onSale }),
    ).toEqual({ centsPerTonne: 9_980, source: 'on_sale' })
    expect(
      scorecardPrice({
        removalCents: 30_000,
        avoidanceCents: 1_500,
        sources: { ...onSale, avoidance: 'estimate' },
      }).source,
    ).toBe('estimate')
  })
})
