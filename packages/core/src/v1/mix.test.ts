import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { splitByRemovalShare } from './mix'

describe('splitByRemovalShare', () => {
  it('parts are whole, non-negative and add up to the total', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.double({ min: -10, max: 110, noNaN: true }),
        (total, percent) => {
          const { removal, avoidance } = splitByRemovalShare(total, percent)
          expect(Number.isInteger(removal) && Number.isInteger(avoidance)).toBe(true)
          expect(removal).toBeGreaterThanOrEqual(0)
          expect(avoidance).toBeGreaterThanOrEqual(0)
          expect(removal + avoidance).toBe(total)
        },
      ),
    )
  })

  it('the removal part is within one unit of the exact share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.double({ min: 0, max: 100, noNaN: true }),
        (total, percent) => {
          expect(
            Math.abs(splitByRemovalShare(total, percent).removal - (total * percent) / 100),
          ).toBeLessThanOrEqual(0.5)
        },
      ),
    )
  })

  it('all removal at 100 %, none at 0 %', () => {
    expect(splitByRemovalShare(37, 100)).toEqual({ removal: 37, avoidance: 0 })
    expect(splitByRemovalShare(37, 0)).toEqual({ removal: 0, avoidance: 37 })
  })
})
