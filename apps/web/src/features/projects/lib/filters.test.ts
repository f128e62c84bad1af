import { describe, expect, it } from 'vitest'
import { filtersToSearch, parseFilters, toggleCompare } from './filters'

describe('project filters in the URL', () => {
  it('round-trips a full filter state', () => {
    const search =
      '?country=US&method=biochar&type=removal&minScore=60&sort=price&page=2&compare=a,b'
    const filters = parseFilters(new URLSearchParams(search))
    expect(filters).toEqual({
      country: 'US',
      method: 'biochar',
      type: 'removal',
      minScore: 60,
      sort: 'price',
      page: 2,
      compare: ['a', 'b'],
    })
    expect(filtersToSearch(filters)).toBe(search.replace(',', '%2C'))
  })

  it('drops invalid values and leaves defaults out', () => {
    const filters = parseFilters(new URLSearchParams('?country=usa&method=x&minScore=500&page=-1'))
    expect(filters).toEqual({ sort: 'score', page: 1, compare: [] })
    expect(filtersToSearch(filters)).toBe('')
  })

  it('compares at most three projects', () => {
    expect(toggleCompare(['a', 'b', 'c'], 'd')).toEqual(['a', 'b', 'c'])
    expect(toggleCompare(['a', 'b'], 'a')).toEqual(['b'])
    expect(toggleCompare(['a'], 'b')).toEqual(['a', 'b'])
  })
})
