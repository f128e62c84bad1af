import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { lineTotalCents } from './kg'

describe('lineTotalCents', () => {
  it('prices whole tonnes exactly and rounds half a cent up', () => {
    expect(lineTotalCents(1000, 4400)).toBe(4400)
    expect(lineTotalCents(1, 4400)).toBe(4) // 4.4 ct
    expect(lineTotalCents(1, 1500)).toBe(2) // 1.5 ct rounds up
    expect(lineTotalCents(1, 1499)).toBe(1)
  })

  it('is within half a cent of the exact price and never below it by more', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000_000 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        (kg, price) => {
          const exact = (kg * price) / 1000
          const cents = lineTotalCents(kg, price)
          expect(Number.isInteger(cents)).toBe(true)
          expect(cents - exact).toBeLessThanOrEqual(0.5)
          expect(exact - cents).toBeLessThan(0.5)
        },
      ),
    )
  })

  it('adds up: whole tonnes cost tonnes × price', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        (t, p) => {
          expect(lineTotalCents(t * 1000, p)).toBe(t * p)
        },
      ),
    )
  })
})
