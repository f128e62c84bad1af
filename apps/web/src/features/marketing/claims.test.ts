import { CATALOGUE_FIGURES } from '@kelp/core/projects'
import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'
import de from '@kelp/ui/messages/de.json'
import en from '@kelp/ui/messages/en.json'

// Figures about the catalogue and the method come from CATALOGUE_FIGURES (packages/core),
// never from the texts: every page states the same numbers.
const CLAIMS = [
  'home.stats.shareValue',
  'home.stats.shareLabel',
  'home.stats.pointsValue',
  'home.stats.sectionsValue',
  'pages.sii.selection',
  'pages.sii.metaDescription',
  'portfolio.browse.vetted.body',
  'portfolio.browse.scores.body',
  'projects.detail.quality.intro',
] as const

const { criteria, entries, listed, screened, sections } = CATALOGUE_FIGURES

describe.each([
  ['en', en],
  ['de', de],
] as const)('%s catalogue and method claims', (locale, messages) => {
  const t = createTranslator({ locale, messages })
  const text = (key: (typeof CLAIMS)[number]) =>
    t(key as never, { ...CATALOGUE_FIGURES, count: criteria } as never) as string

  it('take every figure as a parameter', () => {
    const raw = JSON.stringify(messages)
    for (const figure of ['589', '600', '5%', '5 %', '14 %'])
      expect(raw, figure).not.toMatch(new RegExp(`\\D${figure}`))
    for (const key of CLAIMS) expect(text(key)).not.toMatch(/\{/)
  })

  it('state the catalogue figures', () => {
    const share = new Intl.NumberFormat(locale, { style: 'percent' }).format(
      CATALOGUE_FIGURES.listedShare,
    )
    expect(text('home.stats.shareValue')).toBe(share)
    expect(text('home.stats.shareLabel')).toContain(String(screened))
    expect(text('home.stats.pointsValue')).toBe(String(criteria))
    expect(text('home.stats.sectionsValue')).toBe(String(sections))
    const ofEntries = locale === 'de' ? `${listed} der ${entries}` : `${listed} of the ${entries}`
    expect(text('pages.sii.selection')).toContain(ofEntries)
    expect(text('portfolio.browse.vetted.body')).toContain(ofEntries)
    expect(text('portfolio.browse.scores.body')).toContain(`${criteria} `)
  })
})
