import { describe, expect, it } from 'vitest'
import { storiesFor } from './case-studies'

const story = (id: string, company: string) => ({
  id,
  company,
  sector: `${company} sector`,
  quote: `${company} quote`,
  result: `${company} result`,
})
const en = [story('nordwerk', 'Nordwerk'), story('lumen', 'Lumen')]
const de = [story('nordwerk', 'Nordwerk DE'), story('lumen', 'Lumen DE')]

describe('storiesFor', () => {
  it("gives each language its own stories, in the files' order", () => {
    expect(storiesFor({ en, de }, 'de').map((s) => s.company)).toEqual(['Nordwerk DE', 'Lumen DE'])
    expect(storiesFor({ en, de }, 'en')).toEqual(en)
  })

  it('shows the keys of the English stories in the keys pseudo-locale', () => {
    expect(storiesFor({ en, de }, 'keys')[1]).toEqual({
      id: 'lumen',
      company: 'content.customers.1.company',
      sector: 'content.customers.1.sector',
      quote: 'content.customers.1.quote',
      result: 'content.customers.1.result',
    })
  })

  it('fails when the languages tell other stories or another order', () => {
    expect(() => storiesFor({ en, de: [...de].reverse() }, 'en')).toThrow(/differ/)
    expect(() => storiesFor({ en, de: de.slice(1) }, 'en')).toThrow(/differ/)
    expect(() => storiesFor({ en }, 'en')).toThrow(/differ/)
  })

  it('has no stories while no customer has consented, in either language', () => {
    expect(storiesFor({ en: [], de: [] }, 'de')).toEqual([])
    expect(storiesFor({ en: [], de: [] }, 'keys')).toEqual([])
  })
})
