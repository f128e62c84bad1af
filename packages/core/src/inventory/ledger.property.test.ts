import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  BUCKETS,
  MOVEMENT_KINDS,
  balancesOf,
  canMove,
  listedKg,
  totalKg,
  type MovementLike,
} from './ledger'

describe('ledger rules', () => {
  it('keeps every bucket at zero or above and the total equal to what was listed', () => {
    const movement = fc.record({
      kind: fc.constantFrom(...MOVEMENT_KINDS),
      kg: fc.oneof(
        fc.integer({ min: -5, max: 5000 }),
        fc.double({ min: -1, max: 5000, noNaN: true }),
      ),
    })
    fc.assert(
      fc.property(fc.array(movement, { maxLength: 60 }), (planned) => {
        const written: MovementLike[] = []
        for (const m of planned) {
          if (canMove(balancesOf(written), m)) written.push(m)
          const b = balancesOf(written)
          for (const bucket of BUCKETS) expect(b[bucket]).toBeGreaterThanOrEqual(0)
          expect(totalKg(b)).toBe(listedKg(written))
        }
      }),
    )
  })

  it('refuses kilograms that are not a positive whole number', () => {
    for (const kg of [0, -1, 0.5, Number.NaN, 2 ** 40]) {
      expect(canMove(balancesOf([]), { kind: 'listed', kg })).toBe(false)
    }
  })
})
