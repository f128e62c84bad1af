import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../api-client'
import { apiQuery } from './api-query'

describe('apiQuery', () => {
  const fetchMock = vi.fn<typeof fetch>()
  afterEach(() => {
    fetchMock.mockReset()
    vi.unstubAllGlobals()
  })

  it('keys the read by path, locale and query, and names the address the server reads', () => {
    const options = apiQuery('/api/orbit', { locale: 'de', query: { local: 'de', year: 2025 } })
    expect(options.queryKey).toEqual(['api', 'orbit', { locale: 'de', local: 'de', year: 2025 }])
    expect(options.meta).toEqual({ url: '/api/orbit?local=de&year=2025' })
  })

  it('fetches in the locale, and two screens asking at once share one request', async () => {
    vi.stubGlobal('fetch', fetchMock)
    fetchMock.mockImplementation(async () => Response.json({ total: 3 }))
    const client = new QueryClient()
    const options = apiQuery<{ total: number }>('/api/projects', {
      locale: 'de',
      query: { page: 2 },
    })
    const [a, b] = await Promise.all([client.fetchQuery(options), client.fetchQuery(options)])
    expect(a).toEqual({ total: 3 })
    expect(b).toEqual({ total: 3 })
    expect(fetchMock).toHaveBeenCalledTimes(1)
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe('/api/projects?page=2')
    expect(new Headers(init?.headers).get('accept-language')).toBe('de')
  })

  it('aborts the request when the read is cancelled', async () => {
    vi.stubGlobal('fetch', fetchMock)
    let signal: AbortSignal | undefined
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          signal = init?.signal ?? undefined
          signal?.addEventListener('abort', () => reject(signal?.reason))
        }),
    )
    const client = new QueryClient()
    const options = apiQuery('/api/orbit', { locale: 'en' })
    const pending = client.fetchQuery(options).catch((error: unknown) => error)
    await vi.waitFor(() => expect(signal).toBeDefined())
    await client.cancelQueries({ queryKey: options.queryKey })
    await pending
    expect(signal?.aborted).toBe(true)
  })

  it("throws the server's { message } as ApiError", async () => {
    vi.stubGlobal('fetch', fetchMock)
    fetchMock.mockResolvedValue(Response.json({ message: 'Kein Zugriff' }, { status: 403 }))
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const error = await client.fetchQuery(apiQuery('/api/orbit', { locale: 'de' })).catch((e) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).pageMessage).toBe('Kein Zugriff')
  })
})
