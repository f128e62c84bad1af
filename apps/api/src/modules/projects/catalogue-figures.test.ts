import { CATALOGUE_FIGURES, SCREENING, SII_METHODOLOGY, SII_SECTIONS } from '@kelp/core/projects'
import { describe, expect, it } from 'vitest'
import { catalogue } from './catalogue'
import { listedInDemo } from './demo-listing'

// The figures every page quotes must be the catalogue's and the scoring method's own.
describe('catalogue figures', () => {
  it('count the projects the listing policy admits for sale, and the rest as research', () => {
    const forSale = catalogue.filter(listedInDemo)
    expect(CATALOGUE_FIGURES.entries).toBe(catalogue.length)
    expect(CATALOGUE_FIGURES.listed).toBe(forSale.length)
    expect(CATALOGUE_FIGURES.research).toBe(catalogue.length - forSale.length)
  })

  it('count the screened source records, each at least what the catalogue took from it', () => {
    const taken = (source: string) => catalogue.filter((p) => p.source === source).length
    expect(SCREENING.screened.carbonplanCdr).toBeGreaterThanOrEqual(taken('cdr'))
    expect(SCREENING.screened.goldStandard).toBeGreaterThanOrEqual(taken('gold-standard'))
    expect(SCREENING.screened.verra).toBeGreaterThanOrEqual(taken('verra'))
    expect(SCREENING.screened.isometric).toBeGreaterThanOrEqual(taken('isometric'))
    expect(CATALOGUE_FIGURES.screened).toBe(
      Object.values(SCREENING.screened).reduce((a, b) => a + b, 0),
    )
    expect(CATALOGUE_FIGURES.listedShare).toBeCloseTo(
      CATALOGUE_FIGURES.listed / CATALOGUE_FIGURES.screened,
      2,
    )
  })

  it('count the criteria and sections the SII is computed from', () => {
    expect(CATALOGUE_FIGURES.criteria).toBe(Object.keys(SII_METHODOLOGY.criteria).length)
    expect(CATALOGUE_FIGURES.criteria).toBe(SII_SECTIONS.flatMap((s) => s.criteria).length)
    expect(CATALOGUE_FIGURES.sections).toBe(SII_SECTIONS.length)
  })
})
