import { CATALOGUE_FIGURES } from '@kelp/core/projects'
import { describe, expect, it } from 'vitest'
import { homeStats } from './home'

describe('homeStats', () => {
  it('states the catalogue figures from @kelp/core, formatted for the language', () => {
    const { listedShare, screened, criteria, sections } = CATALOGUE_FIGURES
    const [share, points, scoring] = homeStats('de')
    expect(share!.value).toBe(new Intl.NumberFormat('de', { style: 'percent' }).format(listedShare))
    expect(share!.label).toContain(String(screened))
    expect(points!.value).toBe(String(criteria))
    expect(scoring!.value).toBe(String(sections))
    expect(homeStats('en')[0]!.value).toBe(
      new Intl.NumberFormat('en', { style: 'percent' }).format(listedShare),
    )
  })

  it('shows each text as its key in the keys pseudo-locale', () => {
    expect(homeStats('keys')[0]).toEqual({
      value: 'home.stats.shareValue',
      label: 'home.stats.shareLabel',
    })
  })
})
