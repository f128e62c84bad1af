import { describe, expect, it } from 'vitest'
import { permanenceText } from './permanence'

const grouped = (locale: string) => (n: number) =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(n)

describe('permanenceText', () => {
  it('groups the figure in the page language', () => {
    expect(permanenceText(grouped('en'), 1000)).toEqual({ key: 'detail.years', years: '1,000' })
    expect(permanenceText(grouped('de'), 1000)).toEqual({ key: 'detail.years', years: '1.000' })
    expect(permanenceText(grouped('en'), 755)).toEqual({ key: 'detail.years', years: '755' })
  })

  it('shows the catalogue’s 10,000 years as permanent, never as an exact span', () => {
    expect(permanenceText(grouped('en'), 10_000)).toEqual({
      key: 'detail.permanentYears',
      years: '10,000',
    })
    expect(permanenceText(grouped('de'), 50_000).years).toBe('10.000')
  })
})
