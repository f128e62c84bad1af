import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseTonnes } from './tonnes'

describe('parseTonnes', () => {
  it('accepts whole tonnes from 1 to the maximum', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (max) => {
        const tonnes = 1 + ((max * 7919) % max)
        expect(parseTonnes(String(tonnes), max, 'en')).toEqual({ ok: true, tonnes })
      }),
    )
  })

  it('refuses anything above the maximum', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 1 }), (max, extra) => {
        expect(parseTonnes(String(max + extra), max, 'en')).toEqual({ ok: false, error: 'max' })
      }),
    )
  })

  it('refuses zero and negative numbers', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: 0 }), (n) => {
        expect(parseTonnes(String(n), 100, 'en')).toEqual({ ok: false, error: 'min' })
      }),
    )
  })

  it('refuses empty, fractional and non-numeric entries', () => {
    expect(parseTonnes('  ', 10, 'en')).toEqual({ ok: false, error: 'required' })
    for (const raw of ['1.5', '2,0', '1e3', 'ten', '+3', '0x10']) {
      expect(parseTonnes(raw, 10, 'en')).toEqual({ ok: false, error: 'integer' })
    }
  })

  it('reads the grouping the page language writes', () => {
    expect(parseTonnes('1.250', 2000, 'de')).toEqual({ ok: true, tonnes: 1250 })
    expect(parseTonnes('1 250', 2000, 'de')).toEqual({ ok: true, tonnes: 1250 })
    expect(parseTonnes('1,250', 2000, 'en')).toEqual({ ok: true, tonnes: 1250 })
    expect(parseTonnes('2,5', 10, 'de')).toEqual({ ok: false, error: 'integer' })
    expect(parseTonnes('99999999999999999999', 10, 'en')).toEqual({ ok: false, error: 'max' })
  })

  it('trims surrounding spaces', () => {
    expect(parseTonnes(' 7 ', 10, 'en')).toEqual({ ok: true, tonnes: 7 })
  })
})
