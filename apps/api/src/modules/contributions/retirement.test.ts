import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { splitByWeight } from './retirement'

describe('splitByWeight (largest remainder)', () => {
  it('adds up exactly and stays within 1 kg of each exact share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.array(fc.integer({ min: 1, max: 10_000 }), { minLength: 1, maxLength: 8 }),
        (kg, raw) => {
          const total = raw.reduce((a, b) => a + b, 0)
          // Scale to basis points adding up to 10,000, the last one taking the rest.
          const weights = raw.map((w) => Math.floor((w * 10_000) / total))
          weights[weights.length - 1]! += 10_000 - weights.reduce((a, b) => a + b, 0)
          const parts = splitByWeight(kg, weights)
          expect(parts.reduce((a, b) => a + b, 0)).toBe(kg)
          parts.forEach((p, i) => {
            expect(Math.abs(p - (kg * weights[i]!) / 10_000)).toBeLessThan(1)
          })
        },
      ),
    )
  })

  it('gives ties to the earlier project', () => {
    expect(splitByWeight(1, [5_000, 5_000])).toEqual([1, 0])
    expect(splitByWeight(3, [3_500, 3_000, 1_500, 1_500, 500])).toEqual([1, 1, 1, 0, 0])
  })
})
