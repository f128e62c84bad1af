import { describe, expect, it } from 'vitest'
import { PORTFOLIOS } from '@kelp/core/contributions'
import { LISTING_PASS_MARK, PROJECT_METHODS, PROJECT_TYPES, REGISTRIES } from '@kelp/core/projects'
import { catalogue, parseCatalogue } from './catalogue'

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
      for (const v of p.vintages) {
        expect(Number.isInteger(v.year)).toBe(true)
        // No price and no quantity: those exist only as supply lots.
        expect(Object.keys(v).sort()).toEqual(['expectedDeliveryYear', 'status', 'year'])
      }
    }
  })
})

describe('registries and availability in the catalogue', () => {
  const entry = catalogue.find((p) => p.registryKey === 'verra' && p.vintages.length > 0)!

  it('refuses an entry whose registry is a data source, not a registry', () => {
    expect(() =>
      parseCatalogue([{ ...entry, registryKey: 'CarbonPlan CDR Database', registryId: 'MSFT116' }]),
    ).toThrow(/registryKey not a registry/)
    // The old shape, a registry named by a free string, is refused too.
    const { registryKey: _key, ...unkeyed } = entry
    expect(() => parseCatalogue([{ ...unkeyed, registry: 'CarbonPlan CDR Database' }])).toThrow(
      /registryKey not a registry/,
    )
  })

  it("refuses a registry id in another registry's format, or an id without a registry", () => {
    expect(() => parseCatalogue([{ ...entry, registryId: 'MSFT116' }])).toThrow(/registryId/)
    expect(() => parseCatalogue([{ ...entry, registryKey: null }])).toThrow(/registryId/)
  })

  it('refuses a forward vintage without an expected delivery year', () => {
    const vintage = { year: 2027, status: 'forward', expectedDeliveryYear: null }
    expect(() =>
      parseCatalogue([{ ...entry, vintages: [{ ...entry.vintages[0], ...vintage }] }]),
    ).toThrow(/expected delivery year/)
  })

  it('offers issued vintages only where the registry issued credits not yet retired', () => {
    for (const p of catalogue) {
      if (!p.vintages.some((v) => v.status === 'issued')) continue
      expect(p.registryKey).not.toBeNull()
      expect(p.issuedCredits).toBeGreaterThan(0)
    }
  })

  it('lists projects without a registry for information only', () => {
    for (const p of catalogue.filter((x) => !x.registryKey)) expect(p.vintages).toEqual([])
    for (const p of catalogue.filter((x) => x.registryKey)) {
      expect(REGISTRIES[p.registryKey!].projectIdPattern.test(p.registryId!)).toBe(true)
    }
  })

  it('builds the contribution portfolios from issued credits only', () => {
    for (const portfolio of Object.values(PORTFOLIOS)) {
      for (const member of portfolio.projects) {
        const p = catalogue.find((x) => x.slug === member.slug)!
        expect(p.vintages.length).toBeGreaterThan(0)
        expect(p.vintages.every((v) => v.status === 'issued')).toBe(true)
        expect(member.countryCode).toBe(p.countryCode)
      }
    }
  })
})

describe('the import refuses what is not true of a real project', () => {
  const entry = catalogue.find((p) => p.registryKey === 'verra')!

  it('refuses two entries with the same registry id', () => {
    expect(() => parseCatalogue([entry, { ...entry, slug: `${entry.slug}-copy` }])).toThrow(
      `registry id ${entry.registryId} is already ${entry.slug}`,
    )
  })

  it('refuses a purchase programme in the standard field', () => {
    expect(() => parseCatalogue([{ ...entry, standard: 'Microsoft 2021 CDR RFP' }])).toThrow(
      '"Microsoft 2021 CDR RFP" is not a recognised standard',
    )
  })

  it('refuses an entry listed for sale below the pass mark, and takes it as research', () => {
    const low = { ...entry, listedForSale: { score: LISTING_PASS_MARK - 1, lotCredits: 10 } }
    expect(() => parseCatalogue([low])).toThrow('listed for sale but below-pass-mark')
    expect(parseCatalogue([entry])).toHaveLength(1)
  })
})
