import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { SII_METHODOLOGY } from './methodology'
import { SII_CRITERIA_COUNT, SII_SECTIONS } from './sii-sections'
import { computeSii, scoreCriteria } from './sii'
import { baseSiiInput, siiInputArb } from './sii.fixtures'

const base = baseSiiInput
const inputArb = siiInputArb

describe('SII engine', () => {
  it('has five sections whose weights add up to 1 and documents every criterion', () => {
    expect(SII_SECTIONS).toHaveLength(5)
    expect(SII_SECTIONS.reduce((s, x) => s + x.weight, 0)).toBeCloseTo(1)
    expect(Object.keys(SII_METHODOLOGY.criteria)).toHaveLength(SII_CRITERIA_COUNT)
    expect(Object.keys(scoreCriteria(base))).toHaveLength(SII_CRITERIA_COUNT)
  })

  it('scores permanence on a log scale and caps it at 1,000 years', () => {
    expect(scoreCriteria({ ...base, permanenceYears: 10 }).permanence).toBe(33)
    expect(scoreCriteria({ ...base, permanenceYears: 1000 }).permanence).toBe(100)
    expect(scoreCriteria({ ...base, permanenceYears: 50_000 }).permanence).toBe(100)
  })

  it('leaves CDR-only criteria unassessed for registry projects', () => {
    const c = scoreCriteria(base)
    expect(c.negativity).toBeNull()
    expect(c.rating).toBeNull()
    const carbon = computeSii(base).sections.find((s) => s.key === 'carbon')
    // permanence 53, reversal 25, additionality 60, specificity 75, volume 60, vintage age 55
    expect(carbon?.score).toBe(55)
  })

  it('uses CarbonPlan metrics when present', () => {
    const c = scoreCriteria({
      ...base,
      cdr: { rating: 5, additionality: 2, specificity: 1, negativity: 0.9, volumeValidated: true },
    })
    expect([c.rating, c.additionality, c.specificity, c.negativity, c.volume]).toEqual([
      100, 100, 50, 90, 100,
    ])
  })

  it('computes the overall score as the weighted sum of sections', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const result = computeSii(input)
        const weighted = result.sections.reduce((s, x) => s + x.weight * x.score, 0)
        expect(result.overall).toBe(Math.round(weighted))
        for (const s of result.sections) {
          expect(s.score).toBeGreaterThanOrEqual(0)
          expect(s.score).toBeLessThanOrEqual(100)
        }
      }),
    )
  })

  it('never decreases when permanence grows (monotonic)', () => {
    fc.assert(
      fc.property(inputArb, fc.integer({ min: 0, max: 5000 }), (input, extra) => {
        const more = { ...input, permanenceYears: input.permanenceYears + extra }
        expect(computeSii(more).overall).toBeGreaterThanOrEqual(computeSii(input).overall)
      }),
    )
  })
})
