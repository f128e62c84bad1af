import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { vatCents, vatTreatment } from './vat'

describe('vatTreatment', () => {
  it('charges German VAT at home and to EU buyers without a VAT id', () => {
    expect(vatTreatment('DE', 'DE', 'DE123456789')).toEqual({ category: 'S', rateBp: 1900 })
    expect(vatTreatment('DE', 'FR', null)).toEqual({ category: 'S', rateBp: 1900 })
  })

  it('reverses the charge for EU businesses and leaves buyers abroad untaxed', () => {
    expect(vatTreatment('DE', 'PL', 'PL1234567890')).toEqual({ category: 'AE', rateBp: 0 })
    expect(vatTreatment('DE', 'CH', 'CHE-123.456.789')).toEqual({ category: 'O', rateBp: 0 })
  })
})

describe('vatCents', () => {
  it('is within half a cent of the exact amount and never negative', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e10 }), fc.constantFrom(0, 700, 1900), (net, bp) => {
        const vat = vatCents(net, bp)
        expect(vat).toBeGreaterThanOrEqual(0)
        expect(Math.abs(vat * 10_000 - net * bp)).toBeLessThanOrEqual(5_000)
      }),
    )
  })
})
