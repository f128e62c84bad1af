import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { catalogueImportProblems, type ImportEntry } from './catalogue-import'
import { LISTING_PASS_MARK, listingDecision } from './listing'

const entry = (overrides: Partial<ImportEntry> = {}): ImportEntry => ({
  slug: 'kwale-mangroves',
  registryKey: 'verra',
  registryId: 'VCS2250',
  standard: 'Verified Carbon Standard (VCS)',
  score: LISTING_PASS_MARK + 10,
  lotCredits: 100,
  listedForSale: true,
  ...overrides,
})

describe('catalogue import refusals', () => {
  it('accepts a listable project', () => {
    expect(catalogueImportProblems([entry()])).toEqual([])
  })

  it('refuses two entries with the same registry id', () => {
    const problems = catalogueImportProblems([entry(), entry({ slug: 'kwale-mangroves-2' })])
    expect(problems).toEqual(['kwale-mangroves-2: registry id VCS2250 is already kwale-mangroves'])
  })

  it('refuses a purchase programme given as the standard', () => {
    const problems = catalogueImportProblems([
      entry({ standard: 'Microsoft 2021 CDR RFP', listedForSale: false }),
    ])
    expect(problems).toEqual([
      'kwale-mangroves: "Microsoft 2021 CDR RFP" is not a recognised standard',
    ])
  })

  it('refuses a project below the pass mark listed for sale, and keeps it as research', () => {
    const low = entry({ score: LISTING_PASS_MARK - 1 })
    expect(catalogueImportProblems([low])).toEqual([
      'kwale-mangroves: listed for sale but below-pass-mark',
    ])
    expect(catalogueImportProblems([{ ...low, listedForSale: false }])).toEqual([])
  })
})

describe('listing policy', () => {
  it('lists exactly the projects with registry, recognised standard, pass mark and a lot', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.constantFrom('Isometric Standard', 'Stripe Spring 2021', null),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 1000 }),
        (registered, standard, score, lotCredits) => {
          const decision = listingDecision({
            registryKey: registered ? 'isometric' : null,
            registryId: registered ? 'prj_1' : null,
            standard,
            score,
            lotCredits,
          })
          const expected =
            registered &&
            standard === 'Isometric Standard' &&
            score >= LISTING_PASS_MARK &&
            lotCredits > 0
          expect(decision.listed).toBe(expected)
          expect(decision.reasons.length === 0).toBe(expected)
        },
      ),
    )
  })
})
