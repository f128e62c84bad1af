import { hydrate, QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

vi.mock('next/headers', () => ({ headers: async () => new Headers() }))

const { prefetchQueries } = await import('./server')
const { apiQuery } = await import('./api-query')

describe('prefetchQueries', () => {
  const fetchMock = vi.fn<typeof fetch>()
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock)
    vi.stubEnv('API_ORIGIN', 'http://api.internal:4000')
  })
  afterEach(() => {
    fetchMock.mockReset()
    vi.unstubAllGlobals()
    vi.unstubAllEnvs()
  })

  it("reads with the visitor's session and hands the answer to the browser cache", async () => {
    fetchMock.mockResolvedValue(Response.json({ cart: { items: [] } }))
    const query = apiQuery('/api/orbit', { locale: 'de', query: { local: 'de' } })
    const { state, complete } = await prefetchQueries([query], 'de', 'session-token')
    expect(complete).toBe(true)
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe('http://api.internal:4000/api/orbit?local=de')
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer session-token')

    const browser = new QueryClient()
    hydrate(browser, JSON.parse(JSON.stringify(state)))
    expect(browser.getQueryData(query.queryKey)).toEqual({ cart: { items: [] } })
  })

  it('leaves a failed read to the browser and says the set is incomplete', async () => {
    fetchMock.mockResolvedValue(Response.json({ message: 'down' }, { status: 503 }))
    const query = apiQuery('/api/orbit', { locale: 'en' })
    const { state, complete } = await prefetchQueries([query], 'en', 'session-token')
    expect(complete).toBe(false)
    expect(state.queries).toHaveLength(0)
  })
  it('reads with other credentials as headers, and tells a refused one (401) apart', async () => {
    fetchMock.mockResolvedValue(Response.json({ message: 'expired' }, { status: 401 }))
    const query = apiQuery('/api/contribution/dashboard', { locale: 'en' })
    const { state, complete, unauthorized } = await prefetchQueries([query], 'en', {
      'X-Contribution-Token': 'dash-token',
    })
    const headers = new Headers(fetchMock.mock.calls[0]![1]?.headers)
    expect(headers.get('x-contribution-token')).toBe('dash-token')
    expect(headers.get('authorization')).toBeNull()
    expect({ complete, unauthorized, queries: state.queries.length }).toEqual({
      complete: false,
      unauthorized: true,
      queries: 0,
    })

    fetchMock.mockResolvedValue(Response.json({ message: 'down' }, { status: 503 }))
    expect((await prefetchQueries([query], 'en', 'session-token')).unauthorized).toBe(false)
  })
})
