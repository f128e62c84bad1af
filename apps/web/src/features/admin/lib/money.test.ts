import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { centsToInput, parseEuroCents } from './money'

describe('euro amounts', () => {
  it('round-trips every amount in cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_999 }), (cents) => {
        expect(parseEuroCents(centsToInput(cents))).toBe(cents)
      }),
    )
  })

  it('accepts a comma or a point and one or two decimals', () => {
    expect(parseEuroCents('12')).toBe(1200)
    expect(parseEuroCents('12,5')).toBe(1250)
    expect(parseEuroCents(' 12.05 ')).toBe(1205)
  })

  it('refuses anything else', () => {
    for (const raw of ['', '-1', '1.234,56', '1.999', 'abc', '12 €', '1e3']) {
      expect(parseEuroCents(raw)).toBeNull()
    }
  })
})
