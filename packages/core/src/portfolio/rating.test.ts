import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { RATING_BANDS, ratingForScore } from './constants'
import { methodLabel, typeLabel } from './labels'
import { PROJECT_METHODS, PROJECT_TYPES } from '../projects/constants'

describe('ratingForScore', () => {
  it('maps every score 0..100 to the highest band whose minimum it reaches', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), (score) => {
        const rating = ratingForScore(score)
        const band = RATING_BANDS.find((b) => b.rating === rating)!
        expect(score).toBeGreaterThanOrEqual(band.min)
        const higher = RATING_BANDS.filter((b) => b.min > band.min)
        for (const h of higher) expect(score).toBeLessThan(h.min)
      }),
    )
  })

  it('is monotonic: a higher score never gets a lower rating', () => {
    const order = RATING_BANDS.map((b) => b.rating)
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }), (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a]
        expect(order.indexOf(ratingForScore(hi))).toBeLessThanOrEqual(
          order.indexOf(ratingForScore(lo)),
        )
      }),
    )
  })
})

describe('chart labels', () => {
  it('has English and German labels for every method and type', () => {
    for (const m of PROJECT_METHODS) expect(methodLabel(m, 'de')).not.toBe(m)
    for (const t of PROJECT_TYPES) expect(typeLabel(t, 'en')).toMatch(/Carbon/)
    expect(methodLabel('unknown', 'en')).toBe('unknown')
  })
})
