import { describe, expect, it } from 'vitest'
import { SII_CRITERIA_COUNT } from '@kelp/core/projects'
import catalogue from '../../../../api/src/db/seed-data/catalogue.json'
import de from '../../../messages/de.json'
import en from '../../../messages/en.json'

// Quality claims on the home page must be the engine's and the catalogue's real numbers.
describe('home page quality claims', () => {
  it('state the real number of SII criteria', () => {
    expect(en.home.stats.pointsValue).toBe(String(SII_CRITERIA_COUNT))
    expect(de.home.stats.pointsValue).toBe(String(SII_CRITERIA_COUNT))
  })

  it('state the real share of screened projects in the marketplace', () => {
    const screened = 589 // rows in the four source data sets (see seed-data/README.md)
    const share = `${Math.round((catalogue.length / screened) * 100)} %`
    expect(en.home.stats.shareValue).toBe(share)
    expect(de.home.stats.shareValue).toBe(share)
    expect(en.home.stats.shareLabel).toContain(String(screened))
  })
})
