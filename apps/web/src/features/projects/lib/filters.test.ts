import { describe, expect, it } from 'vitest'
import {
  clearedFilters,
  filtersFromRecord,
  filtersToSearch,
  parseFilters,
  toggleCompare,
} from './filters'

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

  it('reads a plain GET form submission, whose empty fields mean "any"', () => {
    const submitted = '?country=&method=refrigerants&type=&minScore=&sort=price&compare=a%2Cb'
    expect(parseFilters(new URLSearchParams(submitted))).toEqual({
      method: 'refrigerants',
      sort: 'price',
      page: 1,
      compare: ['a', 'b'],
    })
  })

  it("reads a server page's searchParams, a repeated key counting once", () => {
    expect(
      filtersFromRecord({ method: ['biochar', 'dac'], page: '3', minScore: undefined }),
    ).toEqual({ method: 'biochar', sort: 'score', page: 3, compare: [] })
  })

  it('clears the filters but keeps sort and comparison, from the first page', () => {
    const filters = parseFilters(
      new URLSearchParams('?country=US&minScore=60&sort=price&page=4&compare=a'),
    )
    expect(clearedFilters(filters)).toEqual({ sort: 'price', page: 1, compare: ['a'] })
  })
})
