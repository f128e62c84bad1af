import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { SII_METHODOLOGY } from './methodology'
import type { SiiCriterionKey } from './sii-sections'
import { computeSii, scoreCriteria, type SiiInput } from './sii'
import { baseSiiInput, cdrArb, siiInputArb, sourcesArb, vintagesArb } from './sii.fixtures'

type Attribute = keyof SiiInput
const CRITERIA = Object.keys(SII_METHODOLOGY.criteria) as SiiCriterionKey[]
/** The criteria the methodology says an attribute feeds (the year feeds the vintages' age). */
const fedBy = (a: Attribute) =>
  CRITERIA.filter((c) =>
    (SII_METHODOLOGY.criteria[c].inputs as readonly string[]).includes(
      a === 'asOfYear' ? 'vintages' : a,
    ),
  )

/** For each attribute: pairs (worse, better) in the documented order, and one strict pair. */
type Order<K extends Attribute> = {
  pairs: fc.Arbitrary<[SiiInput[K], SiiInput[K]]>
  strict: [SiiInput[K], SiiInput[K]]
  /** Facts that let the strict pair show (a registry page outranks a documentation link). */
  on?: Partial<SiiInput>
}
const grows = (max: number) =>
  fc
    .tuple(fc.integer({ min: 0, max }), fc.integer({ min: 0, max }))
    .map(([a, d]) => [a, a + d] as [number, number])
const nullFirst = <T>(arb: fc.Arbitrary<T>) => arb.map((v) => [null, v] as [T | null, T])
const ranked = <T>(...values: T[]) =>
  fc
    .tuple(fc.nat(values.length - 1), fc.nat(values.length - 1))
    .map(([a, b]) => [values[Math.min(a, b)]!, values[Math.max(a, b)]!] as [T, T])

const ORDERS: { [K in Exclude<Attribute, 'cdr'>]: Order<K> } = {
  developer: { pairs: fc.string({ minLength: 1 }).map((d) => ['', `x${d}`]), strict: ['', 'D'] },
  countryCode: { pairs: nullFirst(fc.constantFrom('DE', 'KE')), strict: [null, 'DE'] },
  locationExact: { pairs: fc.constant([false, true]), strict: [false, true] },
  registryKey: { pairs: nullFirst(fc.constantFrom('verra', 'isometric')), strict: [null, 'verra'] },
  registryId: { pairs: nullFirst(fc.string({ minLength: 1 })), strict: [null, 'VCS9'] },
  sources: {
    pairs: fc.tuple(sourcesArb, sourcesArb).map(([a, b]) => [a, [...a, ...b]]),
    strict: [[], [{ name: 'CarbonPlan CDR Database', url: 'https://carbonplan.org' }]],
  },
  method: {
    pairs: ranked('soil', 'mangrove', 'ocean', 'biochar', 'direct-air-capture'),
    strict: ['soil', 'biochar'],
  },
  methodology: { pairs: nullFirst(fc.string({ minLength: 1 })), strict: [null, 'VM0047'] },
  documentationUrl: {
    pairs: nullFirst(fc.webUrl()),
    strict: [null, 'https://example.org/doc'],
    on: { registryKey: null },
  },
  status: {
    pairs: ranked('under-development', 'proposal', 'under-validation', 'validated'),
    strict: ['under-validation', 'listed'],
  },
  permanenceYears: { pairs: grows(5000), strict: [40, 400] },
  annualVolumeT: { pairs: grows(1_000_000), strict: [0, 500] },
  issuedCredits: { pairs: grows(1_000_000), strict: [0, 100] },
  verifier: { pairs: nullFirst(fc.string({ minLength: 1 })), strict: [null, 'SCS Global'] },
  sdgs: {
    pairs: fc
      .uniqueArray(fc.integer({ min: 1, max: 17 }), { minLength: 1 })
      .chain((all) => fc.subarray(all).map((some) => [some, all] as [number[], number[]])),
    strict: [[13], [1, 13, 15]],
  },
  sdgsFromRegistry: { pairs: fc.constant([false, true]), strict: [false, true] },
  vintages: {
    // Newer years, and forward vintages turned issued.
    pairs: fc.tuple(vintagesArb, fc.nat(5)).map(([vs, k]) => [
      vs,
      vs.map((v) => ({
        year: v.year + k,
        status: v.status === null ? null : ('issued' as const),
      })),
    ]),
    strict: [[{ year: 2020, status: 'forward' }], [{ year: 2025, status: 'issued' }]],
  },
  asOfYear: { pairs: grows(10).map(([a, b]) => [2030 - a, 2030 - b]), strict: [2030, 2025] },
}

describe('SII responds to each project attribute', () => {
  it('changes only the criteria the methodology says an attribute feeds', () => {
    fc.assert(
      fc.property(siiInputArb, siiInputArb, (a, b) => {
        const before = scoreCriteria(a)
        for (const attribute of Object.keys(a) as Attribute[]) {
          const after = scoreCriteria({ ...a, [attribute]: b[attribute] })
          const fed = fedBy(attribute)
          for (const c of CRITERIA) if (!fed.includes(c)) expect(after[c]).toBe(before[c])
        }
      }),
      { numRuns: 200 },
    )
  })

  for (const [attribute, order] of Object.entries(ORDERS) as [
    Exclude<Attribute, 'cdr'>,
    Order<Exclude<Attribute, 'cdr'>>,
  ][]) {
    it(`moves ${attribute} in its documented direction`, () => {
      const fed = fedBy(attribute)
      expect(fed.length).toBeGreaterThan(0)
      fc.assert(
        fc.property(siiInputArb, order.pairs, (input, [worse, better]) => {
          const low = { ...input, [attribute]: worse }
          const high = { ...input, [attribute]: better }
          const [a, b] = [scoreCriteria(low), scoreCriteria(high)]
          for (const c of fed)
            if (a[c] !== null && b[c] !== null) expect(b[c]).toBeGreaterThanOrEqual(a[c]!)
          expect(computeSii(high).overall).toBeGreaterThanOrEqual(computeSii(low).overall)
        }),
        { numRuns: 100 },
      )
      const [worse, better] = order.strict
      const start = { ...baseSiiInput, ...order.on }
      const a = scoreCriteria({ ...start, [attribute]: worse })
      const b = scoreCriteria({ ...start, [attribute]: better })
      expect(fed.some((c) => (b[c] ?? 0) > (a[c] ?? 0))).toBe(true)
    })
  }
})

describe('SII responds to CarbonPlan metrics', () => {
  const metric = fc.constantFrom(
    'rating',
    'additionality',
    'specificity',
    'negativity',
    'volumeValidated',
  )
  const better = (cdr: NonNullable<SiiInput['cdr']>, key: string): NonNullable<SiiInput['cdr']> => {
    if (key === 'volumeValidated') return { ...cdr, volumeValidated: true }
    if (key === 'negativity')
      return { ...cdr, negativity: Math.min(1, (cdr.negativity ?? 0) + 0.1) }
    const max = key === 'rating' ? 5 : 2
    const k = key as 'rating' | 'additionality' | 'specificity'
    return { ...cdr, [k]: Math.min(max, cdr[k] + 1) }
  }

  it('never lowers a criterion when one metric improves, and raises the one it feeds', () => {
    fc.assert(
      fc.property(siiInputArb, cdrArb, metric, (input, cdr, key) => {
        fc.pre(cdr !== null)
        const low = { ...input, cdr: { ...cdr!, negativity: cdr!.negativity ?? 0 } }
        const high = { ...input, cdr: better(low.cdr, key) }
        const [a, b] = [scoreCriteria(low), scoreCriteria(high)]
        for (const c of fedBy('cdr')) expect(b[c] ?? 0).toBeGreaterThanOrEqual(a[c] ?? 0)
      }),
      { numRuns: 200 },
    )
    const cdr = {
      rating: 2,
      additionality: 0,
      specificity: 0,
      negativity: 0.5,
      volumeValidated: false,
    }
    const fed = {
      rating: 'rating',
      additionality: 'additionality',
      specificity: 'specificity',
      negativity: 'negativity',
      volumeValidated: 'volume',
    } as const
    for (const [key, criterion] of Object.entries(fed)) {
      const a = scoreCriteria({ ...baseSiiInput, cdr })[criterion]!
      const b = scoreCriteria({ ...baseSiiInput, cdr: better(cdr, key) })[criterion]!
      expect(b, key).toBeGreaterThan(a)
    }
  })
})
