import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { centsToInput, parseEuroCents } from './money'

describe('euro amounts', () => {
  it('round-trips every amount in cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_999 }), (cents) => {
        expect(parseEuroCents(centsToInput(cents), 'en')).toBe(cents)
        expect(parseEuroCents(centsToInput(cents), 'de')).toBe(cents)
      }),
    )
  })

  it('accepts the page language’s marks and one or two decimals', () => {
    expect(parseEuroCents('12', 'en')).toBe(1200)
    expect(parseEuroCents('12,5', 'de')).toBe(1250)
    expect(parseEuroCents(' 12.05 ', 'en')).toBe(1205)
    expect(parseEuroCents('1.234,56', 'de')).toBe(123_456)
    expect(parseEuroCents('1,234.56', 'en')).toBe(123_456)
  })

  it('refuses anything else', () => {
    for (const raw of ['', '-1', '1.234,56', '1.999', 'abc', '12 €', '1e3', '1.2345']) {
      expect(parseEuroCents(raw, 'en')).toBeNull()
    }
    expect(parseEuroCents('1.000.000.000', 'de')).toBeNull()
  })
})
