import { IntlErrorCode } from 'next-intl'
import { describe, expect, it } from 'vitest'
import { isKeysFormattingError, withoutKeysAlternate } from './keys-locale'

describe('the keys pseudo-locale', () => {
  it('is no locale Intl accepts, so its formatting errors are expected and quiet', () => {
    expect(() => new Intl.NumberFormat('keys')).toThrow(RangeError)
    expect(isKeysFormattingError('keys', IntlErrorCode.FORMATTING_ERROR)).toBe(true)
    expect(isKeysFormattingError('en', IntlErrorCode.FORMATTING_ERROR)).toBe(false)
    expect(isKeysFormattingError('keys', IntlErrorCode.MISSING_MESSAGE)).toBe(false)
  })

  it('is dropped from the Link header next-intl writes', () => {
    const link = [
      '<http://localhost:3000/projects>; rel="alternate"; hreflang="en"',
      '<http://localhost:3000/de/projects>; rel="alternate"; hreflang="de"',
      '<http://localhost:3000/keys/projects>; rel="alternate"; hreflang="keys"',
      '<http://localhost:3000/projects>; rel="alternate"; hreflang="x-default"',
    ].join(', ')
    expect(withoutKeysAlternate(link)).toBe(
      [
        '<http://localhost:3000/projects>; rel="alternate"; hreflang="en"',
        '<http://localhost:3000/de/projects>; rel="alternate"; hreflang="de"',
        '<http://localhost:3000/projects>; rel="alternate"; hreflang="x-default"',
      ].join(', '),
    )
  })
})
