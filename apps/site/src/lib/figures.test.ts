import { CATALOGUE_FIGURES } from '@kelp/core/projects'
import { describe, expect, it } from 'vitest'
import { fillFigures } from './figures'

describe('fillFigures', () => {
  it('fills the catalogue figures from @kelp/core', () => {
    expect(fillFigures('{criteria} criteria in {sections} sections, {listed} of {screened}')).toBe(
      `${CATALOGUE_FIGURES.criteria} criteria in ${CATALOGUE_FIGURES.sections} sections, ` +
        `${CATALOGUE_FIGURES.listed} of ${CATALOGUE_FIGURES.screened}`,
    )
  })

  it('fails on a placeholder that names no figure', () => {
    expect(() => fillFigures('{critera} criteria')).toThrow(/\{critera\}/)
    expect(() => fillFigures('{listedShare}')).toThrow()
  })
})
