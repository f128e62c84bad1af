import { fill } from '@kelp/ui'
import { describe, expect, it } from 'vitest'
import { withMarkers } from './markers'
import { translator } from './translate'

describe('texts with values from the browser', () => {
  it('keeps a marker for each argument at build, which the browser fills', () => {
    const text = withMarkers(translator('de', 'scorecard'), 'results.summary', ['cost'])
    expect(text).toContain('{cost}')
    expect(fill(text, { cost: '50.000 €' })).toBe(
      'Die Abdeckung aller Ihrer Emissionen über Kelp würde 50.000 € pro Jahr kosten.',
    )
  })

  it('gives the key in the keys pseudo-locale', () => {
    expect(withMarkers(translator('keys', 'scorecard'), 'results.title', ['company'])).toBe(
      'scorecard.results.title',
    )
  })
})
