import { describe, expect, it } from 'vitest'
import { PROJECT_METHODS, PROJECT_TYPES } from '@kelp/core/projects'
import { catalogue } from './catalogue'

const MIX_CATEGORIES = PROJECT_METHODS.slice(0, 10)

describe('committed catalogue (db/seed-data/catalogue.json)', () => {
  it('has at least 60 projects covering the ten mix categories and three types', () => {
    expect(catalogue.length).toBeGreaterThanOrEqual(60)
    const methods = new Set(catalogue.map((p) => p.method))
    for (const m of MIX_CATEGORIES) expect(methods).toContain(m)
    expect(new Set(catalogue.map((p) => p.type))).toEqual(new Set(PROJECT_TYPES))
  })

  it('gives every project unique slugs, known methods and plausible vintages', () => {
    expect(new Set(catalogue.map((p) => p.slug)).size).toBe(catalogue.length)
    for (const p of catalogue) {
      expect(PROJECT_METHODS).toContain(p.method)
      expect(p.countryCode).toMatch(/^[A-Z]{2}$/)
      expect(Math.abs(p.lat)).toBeLessThanOrEqual(90)
      expect(p.vintages.length).toBeGreaterThanOrEqual(2)
      for (const v of p.vintages) {
        expect(Number.isInteger(v.priceCents)).toBe(true)
        expect(v.priceCents).toBeGreaterThanOrEqual(100)
        expect(v.priceCents).toBeLessThan(250_000)
        expect(v.creditsAvailable).toBeGreaterThan(0)
      }
    }
  })
})
