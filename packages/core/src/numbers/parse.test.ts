import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  parseLocaleCents,
  parseLocaleDecimal,
  parseLocaleInteger,
  type NumberLocale,
} from './parse'

const locales: NumberLocale[] = ['en', 'de']

describe('parseLocaleInteger', () => {
  it('reads what Intl.NumberFormat writes, in English and German', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
        fc.constantFrom(...locales),
        fc.boolean(),
        (value, locale, grouping) => {
          const text = new Intl.NumberFormat(locale, { useGrouping: grouping }).format(value)
          expect(parseLocaleInteger(text, locale)).toBe(value)
        },
      ),
    )
  })

  it('takes the marks people type and refuses what is not a whole number', () => {
    expect(parseLocaleInteger('1.250', 'de')).toBe(1250)
    expect(parseLocaleInteger('1 250', 'de')).toBe(1250)
    expect(parseLocaleInteger('10.000.000', 'de')).toBe(10_000_000)
    expect(parseLocaleInteger('1,250', 'en')).toBe(1250)
    expect(parseLocaleInteger('1\u202f250', 'en')).toBe(1250)
    expect(parseLocaleInteger(' 42 ', 'en')).toBe(42)
    for (const bad of ['', '1,5', '12.50', '1.25.0', '1..250', '12a', '1.2500', 'e3', '--1']) {
      expect(parseLocaleInteger(bad, 'de')).toBeUndefined()
    }
    expect(parseLocaleInteger('1.250', 'en')).toBeUndefined()
    expect(parseLocaleInteger('9007199254740993', 'en')).toBeUndefined()
  })
})

describe('parseLocaleDecimal', () => {
  it('reads what Intl.NumberFormat writes with up to three decimals', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e12, max: 1e12 }),
        fc.constantFrom(...locales),
        (thousandths, locale) => {
          const value = thousandths / 1000
          const text = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }).format(value)
          expect(parseLocaleDecimal(text, locale)).toBe(value)
        },
      ),
    )
  })

  it('reads the other language’s decimal mark when it cannot be a group', () => {
    expect(parseLocaleDecimal('12.5', 'de')).toBe(12.5)
    expect(parseLocaleDecimal('12,5', 'en')).toBe(12.5)
    expect(parseLocaleDecimal('1.250,75', 'de')).toBe(1250.75)
    expect(parseLocaleDecimal('1,250.75', 'de')).toBeUndefined()
  })
})

describe('parseLocaleCents', () => {
  it('turns formatted amounts into the same integer cents', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e13 }),
        fc.constantFrom(...locales),
        (cents, locale) => {
          const text = new Intl.NumberFormat(locale, { minimumFractionDigits: 2 }).format(
            cents / 100,
          )
          expect(parseLocaleCents(text, locale)).toBe(cents)
        },
      ),
    )
  })

  it('refuses a third decimal', () => {
    expect(parseLocaleCents('12,50', 'de')).toBe(1250)
    expect(parseLocaleCents('12.5', 'en')).toBe(1250)
    expect(parseLocaleCents('12,505', 'de')).toBeUndefined()
  })
})
