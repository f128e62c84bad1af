import { environmentManager, MutationObserver, QueryObserver } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../api-client'
import { announceSessionChange } from '../session-events'
import { apiKey } from './keys'
import { getQueryClient, makeQueryClient, shouldRetry } from './query-client'

describe('shouldRetry', () => {
  it('never retries a 4xx answer or a timeout', () => {
    for (const status of [400, 401, 403, 404, 409, 422, 429])
      expect(shouldRetry(0, new ApiError(status, 'no'))).toBe(false)
    expect(shouldRetry(0, new DOMException('slow', 'TimeoutError'))).toBe(false)
  })

  it('retries a 5xx answer or a lost connection once', () => {
    expect(shouldRetry(0, new ApiError(503, 'busy'))).toBe(true)
    expect(shouldRetry(0, new TypeError('Failed to fetch'))).toBe(true)
    expect(shouldRetry(1, new ApiError(503, 'busy'))).toBe(false)
  })
})

describe('mutations', () => {
  it('settle only after the reads they name were fetched again, and leave the others', async () => {
    const client = makeQueryClient()
    const orbit = apiKey('/api/orbit', { locale: 'en' })
    const projects = apiKey('/api/projects', { locale: 'en' })
    let version = 0
    // A mounted screen's read: observed, so invalidation fetches it again at once.
    const screen = new QueryObserver(client, { queryKey: orbit, queryFn: async () => ++version })
    const unsubscribe = screen.subscribe(() => {})
    await vi.waitFor(() => expect(client.getQueryData(orbit)).toBe(1))
    await client.fetchQuery({ queryKey: projects, queryFn: async () => 'list' })

    const write = new MutationObserver(client, {
      mutationFn: async () => 'changed',
      meta: { invalidates: [apiKey('/api/orbit')] },
    })
    await write.mutate()
    expect(client.getQueryData(orbit)).toBe(2)
    expect(client.getQueryState(projects)?.isInvalidated).toBe(false)
    unsubscribe()
  })
})

describe('getQueryClient', () => {
  afterEach(() => environmentManager.setIsServer(() => typeof window === 'undefined'))

  it('makes a new client for every server render', () => {
    environmentManager.setIsServer(() => true)
    expect(getQueryClient()).not.toBe(getQueryClient())
  })

  it('keeps one browser client and empties it when the signed-in person changes', async () => {
    environmentManager.setIsServer(() => false)
    const client = getQueryClient()
    expect(getQueryClient()).toBe(client)
    await client.fetchQuery({ queryKey: apiKey('/api/orbit'), queryFn: async () => 'cart of A' })
    announceSessionChange()
    expect(client.getQueryData(apiKey('/api/orbit'))).toBeUndefined()
  })
})
