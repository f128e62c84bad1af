import { matchQuery, QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { apiKey } from './keys'

describe('apiKey', () => {
  it('splits the path into segments and keeps only defined parameters', () => {
    expect(apiKey('/api/orbit/cart')).toEqual(['api', 'orbit', 'cart'])
    expect(apiKey('/api/orbit', { locale: 'de', year: undefined })).toEqual([
      'api',
      'orbit',
      { locale: 'de' },
    ])
  })

  it('lets a resource key reach every read below it, and not its siblings', () => {
    const client = new QueryClient()
    const cache = client.getQueryCache()
    const orbit = cache.build(client, {
      queryKey: apiKey('/api/orbit', { locale: 'en', year: 2025 }),
    })
    const cart = cache.build(client, { queryKey: apiKey('/api/orbit/cart', { locale: 'en' }) })
    const projects = cache.build(client, { queryKey: apiKey('/api/projects', { locale: 'en' }) })
    const filter = { queryKey: apiKey('/api/orbit') }
    expect(matchQuery(filter, orbit)).toBe(true)
    expect(matchQuery(filter, cart)).toBe(true)
    expect(matchQuery(filter, projects)).toBe(false)
  })
})
