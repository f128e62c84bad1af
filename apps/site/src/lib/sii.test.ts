import { SII_METHODOLOGY, SII_SECTIONS } from '@kelp/core/projects'
import { describe, expect, it } from 'vitest'
import { siiMethod } from './sii'

describe('siiMethod', () => {
  it('lists every section of the scoring rules with its weight and criteria, in order', () => {
    const { intro, sections } = siiMethod('de')
    expect(intro).toBe(SII_METHODOLOGY.intro.de)
    expect(sections.map((s) => s.key)).toEqual(SII_SECTIONS.map((s) => s.key))
    const percent = new Intl.NumberFormat('de', { style: 'percent' })
    for (const [i, section] of SII_SECTIONS.entries())
      expect(sections[i]!.weight.startsWith(`${percent.format(section.weight)} `)).toBe(true)
    for (const [i, section] of SII_SECTIONS.entries()) {
      expect(sections[i]!.criteria.map((c) => c.name)).toEqual(
        section.criteria.map((c) => SII_METHODOLOGY.criteria[c].name.de),
      )
    }
  })

  it('reads the English method in the keys pseudo-locale, with keys for the page texts', () => {
    const { intro, sections } = siiMethod('keys')
    expect(intro).toBe(SII_METHODOLOGY.intro.en)
    expect(sections[0]!.weight).toBe('pages.sii.weight')
    expect(sections[0]!.heading).toBe(SII_METHODOLOGY.sections[SII_SECTIONS[0].key].en)
  })
})
