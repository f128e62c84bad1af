import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { PlanYear } from './engine'
import { planCoverage, supplyPrices, type CreditSupply } from './supply'

const year = (y: number, removalKg: number, avoidanceKg: number) =>
  ({ year: y, removalKg, avoidanceKg }) as PlanYear

const lot = (deliveryYear: number | null, tonnes: number, priceCents: number) => ({
  deliveryYear,
  tonnes,
  valueCents: tonnes * priceCents,
})

describe('supplyPrices', () => {
  it('weights what is on sale by tonnes and estimates only a type with none', () => {
    const supply: CreditSupply = {
      removal: [lot(null, 10, 11_500), lot(2028, 30, 64_300)],
      avoidance: [],
    }
    expect(supplyPrices(supply)).toEqual({
      removalCents: Math.round((10 * 11_500 + 30 * 64_300) / 40),
      avoidanceCents: 1_500,
      sources: { removal: 'on_sale', avoidance: 'estimate' },
    })
  })
})

describe('planCoverage', () => {
  it('covers from issued stock first, forward lots from their delivery year', () => {
    const supply: CreditSupply = {
      removal: [lot(null, 5, 10_000), lot(2028, 20, 10_000)],
      avoidance: [lot(null, 1, 1_000)],
    }
    const years = [year(2026, 4_000, 12_000_000), year(2027, 4_000, 0), year(2028, 4_000, 0)]
    expect(planCoverage(years, supply)).toEqual({
      neededTonnes: 12 + 12_000,
      coveredTonnes: 4 + 1 + 1 + 4,
      shortfalls: [
        { year: 2026, removalTonnes: 0, avoidanceTonnes: 11_999 },
        { year: 2027, removalTonnes: 3, avoidanceTonnes: 0 },
      ],
    })
  })

  it('never covers more than is on sale or needed, and covered plus short is needed', () => {
    const lotArb = fc.record({
      deliveryYear: fc.option(fc.integer({ min: 2020, max: 2040 }), { nil: null }),
      tonnes: fc.integer({ min: 0, max: 10_000 }),
      valueCents: fc.constant(0),
    })
    fc.assert(
      fc.property(
        fc.array(lotArb, { maxLength: 6 }),
        fc.array(lotArb, { maxLength: 6 }),
        fc.array(fc.tuple(fc.nat(5_000_000), fc.nat(5_000_000)), { minLength: 1, maxLength: 30 }),
        (removal, avoidance, kgs) => {
          const years = kgs.map(([r, a], i) => year(2024 + i, r, a))
          const c = planCoverage(years, { removal, avoidance })
          const stock = [...removal, ...avoidance].reduce((s, l) => s + l.tonnes, 0)
          const short = c.shortfalls.reduce((s, f) => s + f.removalTonnes + f.avoidanceTonnes, 0)
          expect(c.coveredTonnes).toBeLessThanOrEqual(Math.min(stock, c.neededTonnes))
          expect(c.coveredTonnes + short).toBe(c.neededTonnes)
        },
      ),
    )
  })
})
