import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { tamper } from './tamper'

const differingPositions = (a: string, b: string) =>
  [...a].flatMap((char, i) => (char === b[i] ? [] : [i]))

describe('tamper', () => {
  it('changes exactly one character of the last dot-separated part, never the last one', () => {
    const part = fc.stringMatching(/^[A-Za-z0-9_-]{2,60}$/)
    fc.assert(
      fc.property(fc.array(part, { minLength: 1, maxLength: 3 }), (parts) => {
        const text = parts.join('.')
        const forged = tamper(text)
        expect(forged).toHaveLength(text.length)
        expect(differingPositions(text, forged)).toEqual([text.lastIndexOf('.') + 1])
      }),
    )
  })

  it('always changes the bytes a base64url HMAC signature decodes to', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), (bytes) => {
        const signature = Buffer.from(bytes).toString('base64url')
        const forged = Buffer.from(
          tamper(`header.payload.${signature}`).split('.')[2]!,
          'base64url',
        )
        expect(forged.equals(Buffer.from(bytes))).toBe(false)
      }),
    )
  })

  it('forges a hexadecimal id too', () => {
    expect(tamper('0b5c6e2a-1f00-4d1e-9a4b-6c7d8e9f0a1b')).toBe(
      '1b5c6e2a-1f00-4d1e-9a4b-6c7d8e9f0a1b',
    )
    expect(tamper('ab.cd')).toBe('ab.0d')
  })
})
