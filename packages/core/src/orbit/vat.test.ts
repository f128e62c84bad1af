import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { invoiceAmounts, vatCents, vatTreatment } from './vat'

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

describe('invoiceAmounts', () => {
  it('adds German VAT at home, none under reverse charge or abroad', () => {
    expect(invoiceAmounts('DE', 'DE', 'DE123456789', 4_914_500)).toEqual({
      category: 'S',
      rateBp: 1900,
      netCents: 4_914_500,
      vatCents: 933_755,
      grossCents: 5_848_255,
    })
    expect(invoiceAmounts('DE', 'PL', 'PL1234567890', 1000).grossCents).toBe(1000)
    expect(invoiceAmounts('DE', 'US', null, 1000)).toMatchObject({ category: 'O', vatCents: 0 })
  })

  it('treats an empty VAT id as none, and gross is always net plus VAT', () => {
    expect(invoiceAmounts('DE', 'FR', '', 1000).category).toBe('S')
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e10 }),
        fc.constantFrom('DE', 'FR', 'CH'),
        (net, c) => {
          const a = invoiceAmounts('DE', c, null, net)
          expect(a.grossCents).toBe(a.netCents + a.vatCents)
          expect(a.vatCents).toBe(vatCents(net, a.rateBp))
        },
      ),
    )
  })
})
