import { describe, expect, it } from 'vitest'
import { fillMarkers, withMarkers } from './markers'
import { translator } from './translate'

describe('texts with values from the browser', () => {
  it('keeps a marker for each argument at build and fills it in the browser', () => {
    const text = withMarkers(translator('de', 'scorecard'), 'results.summary', ['cost', 'savings'])
    expect(text).toContain('{cost}')
    expect(fillMarkers(text, { cost: '50.000 €', savings: '18.000 €' })).toBe(
      'Die Abdeckung aller Ihrer Emissionen über Kelp würde 50.000 € pro Jahr kosten, 18.000 € weniger als zu typischen Marktpreisen.',
    )
  })

  it('does not read a value as a marker, and leaves unknown markers', () => {
    expect(fillMarkers('Scorecard for {company}', { company: 'ACME {savings}' })).toBe(
      'Scorecard for ACME {savings}',
    )
    expect(fillMarkers('{a} and {b}', { a: '1' })).toBe('1 and {b}')
  })

  it('gives the key in the keys pseudo-locale', () => {
    expect(withMarkers(translator('keys', 'scorecard'), 'results.title', ['company'])).toBe(
      'scorecard.results.title',
    )
  })
})
