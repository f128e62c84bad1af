import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const incoming = new Headers()
vi.mock('next/headers', () => ({ headers: async () => incoming }))

const { serverGet } = await import('./server-api')

describe('serverGet', () => {
  const fetchMock = vi.fn<typeof fetch>()
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock)
    vi.stubEnv('API_ORIGIN', 'http://api.internal:4000')
  })
  afterEach(() => {
    fetchMock.mockReset()
    incoming.delete('x-forwarded-for')
    incoming.delete('x-request-id')
    vi.unstubAllGlobals()
    vi.unstubAllEnvs()
  })

  it("reads from the API with the locale, the session, the visitor's address and the request id", async () => {
    incoming.set('x-forwarded-for', '203.0.113.7')
    incoming.set('x-request-id', 'req-1234-abcd')
    fetchMock.mockResolvedValue(Response.json({ ok: 1 }))
    expect(await serverGet('/api/portfolio-manager?local=de', 'de', 'session-token')).toEqual({
      ok: 1,
    })
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe('http://api.internal:4000/api/portfolio-manager?local=de')
    expect(init?.headers).toEqual({
      'Accept-Language': 'de',
      Authorization: 'Bearer session-token',
      'X-Forwarded-For': '203.0.113.7',
      'x-request-id': 'req-1234-abcd',
    })
    expect(init?.cache).toBe('no-store')
  })

  it('sends neither a bearer nor an address it does not have', async () => {
    fetchMock.mockResolvedValue(Response.json([]))
    await serverGet('/api/projects/x', 'en')
    expect(fetchMock.mock.calls[0]![1]?.headers).toEqual({ 'Accept-Language': 'en' })
  })

  it('answers null on an error status or a failed request, so the browser loads instead', async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ message: 'Sign in' }, { status: 401 }))
    expect(await serverGet('/api/users/me', 'en', 'stale')).toBeNull()
    fetchMock.mockRejectedValueOnce(new TypeError('fetch failed'))
    expect(await serverGet('/api/users/me', 'en', 'token')).toBeNull()
  })
})
