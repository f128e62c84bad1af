import { luhnValid } from '@kelp/core/contributions'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  cardNumberError,
  cvcError,
  expiryError,
  formatCardNumber,
  formatExpiry,
  validateCard,
} from './card-validation'

/** Appends the Luhn check digit to a payload, the way card issuers do. */
function withCheckDigit(payload: string): string {
  for (let digit = 0; digit <= 9; digit += 1) {
    if (luhnValid(`${payload}${digit}`)) return `${payload}${digit}`
  }
  throw new Error('unreachable')
}

const NOW = new Date(Date.UTC(2026, 10, 22, 12))

describe('card number', () => {
  it('accepts the sandbox test cards and rejects a changed digit', () => {
    expect(cardNumberError('4242 4242 4242 4242')).toBeUndefined()
    expect(cardNumberError('4000-0000-0000-0002')).toBeUndefined()
    expect(cardNumberError('4242 4242 4242 4241')).toBe('numberLuhn')
    expect(cardNumberError('')).toBe('required')
    expect(cardNumberError('4242 abcd')).toBe('numberFormat')
    expect(cardNumberError('4242')).toBe('numberFormat')
  })

  it('accepts every number with a correct check digit and rejects every wrong one', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{11,18}$/), fc.integer({ min: 1, max: 9 }), (p, shift) => {
        const valid = withCheckDigit(p)
        const last = (Number(valid.at(-1)) + shift) % 10
        expect(cardNumberError(valid)).toBeUndefined()
        expect(cardNumberError(`${valid.slice(0, -1)}${last}`)).toBe('numberLuhn')
      }),
    )
  })

  it('formats in groups of four without losing digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{0,19}$/), (digits) => {
        const formatted = formatCardNumber(digits)
        expect(formatted.replace(/ /g, '')).toBe(digits)
        expect(formatted.split(' ').every((group) => group.length <= 4)).toBe(true)
      }),
    )
  })
})

describe('expiry', () => {
  it('is valid through the last day of its month', () => {
    expect(expiryError('11/26', NOW)).toBeUndefined()
    expect(expiryError('10/26', NOW)).toBe('expiryPast')
    expect(expiryError('01/31', NOW)).toBeUndefined()
    expect(expiryError('01/2031', NOW)).toBe('expiryFormat')
    expect(expiryError('13/27', NOW)).toBe('expiryFormat')
    expect(expiryError('1227', NOW)).toBe('expiryFormat')
    expect(expiryError(' ', NOW)).toBe('required')
    expect(formatExpiry('1229')).toBe('12/29')
  })

  it('rejects every past month and accepts every later one', () => {
    fc.assert(
      fc.property(fc.integer({ min: -120, max: 120 }), (offset) => {
        const date = new Date(Date.UTC(NOW.getUTCFullYear(), NOW.getUTCMonth() + offset, 1))
        const value = `${String(date.getUTCMonth() + 1).padStart(2, '0')}/${String(date.getUTCFullYear()).slice(2)}`
        expect(expiryError(value, NOW)).toBe(offset < 0 ? 'expiryPast' : undefined)
      }),
    )
  })
})

describe('cvc and the whole card', () => {
  it('wants three digits, four for American Express', () => {
    const visa = '4242424242424242'
    const amex = '378282246310005'
    expect(cvcError('123', visa)).toBeUndefined()
    expect(cvcError('1234', visa)).toBe('cvcLength')
    expect(cvcError('12', visa)).toBe('cvcLength')
    expect(cvcError('12a', visa)).toBe('cvcLength')
    expect(cvcError('1234', amex)).toBeUndefined()
    expect(cvcError('123', amex)).toBe('cvcAmex')
    expect(cvcError('', visa)).toBe('required')
  })

  it('lists only the fields in error', () => {
    expect(
      validateCard({ number: '4242424242424242', expiry: '01/20', cvc: '1', name: '' }, NOW),
    ).toEqual({ expiry: 'expiryPast', cvc: 'cvcLength', name: 'required' })
  })
})
