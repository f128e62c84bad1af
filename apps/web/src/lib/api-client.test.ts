import { afterEach, describe, expect, it, vi } from 'vitest'
import { api, apiBlob, ApiError, pageErrorText, setUnauthorizedHandler } from './api-client'

function mockFetch(status: number, body: unknown) {
  const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => {
    return new Response(body === undefined ? '' : JSON.stringify(body), { status })
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

afterEach(() => {
  vi.unstubAllGlobals()
  setUnauthorizedHandler(undefined)
})

describe('api client', () => {
  it('sends JSON with Accept-Language and a query, and never a token of its own', async () => {
    vi.stubGlobal('document', {
      cookie: 'other=1; accessToken=abc.def',
      documentElement: { lang: 'de' },
    })
    const fetchMock = mockFetch(200, { ok: true })
    const result = await api.post<{ ok: boolean }>('/api/x', { a: 1 }, { query: { year: 2026 } })
    expect(result).toEqual({ ok: true })
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe('/api/x?year=2026')
    const headers = init.headers as Record<string, string>
    expect(headers['Accept-Language']).toBe('de')
    expect(headers.Authorization).toBeUndefined()
    expect(init.credentials).toBe('same-origin')
    expect(headers['Content-Type']).toBe('application/json')
    expect(init.body).toBe('{"a":1}')
    expect(init.signal).toBeInstanceOf(AbortSignal)
  })

  it('sends a FormData as multipart (the browser sets the boundary) and reads files as bytes', async () => {
    const fetchMock = mockFetch(201, { ok: true })
    const form = new FormData()
    form.append('file', new Blob(['%PDF-']), 'a.pdf')
    await api.post('/api/upload', form)
    const [, init] = fetchMock.mock.calls[0]!
    expect(init.body).toBe(form)
    expect((init.headers as Record<string, string>)['Content-Type']).toBeUndefined()

    vi.stubGlobal('fetch', async () => new Response(new Uint8Array([0xef, 0xbb, 0xbf, 0x41])))
    const blob = await apiBlob('/api/export.csv')
    expect([...new Uint8Array(await blob.arrayBuffer())]).toEqual([0xef, 0xbb, 0xbf, 0x41])
    mockFetch(403, { message: 'No access.' })
    await expect(apiBlob('/api/export.csv')).rejects.toMatchObject({
      status: 403,
      message: 'No access.',
    })
  })

  it('throws the server message as ApiError with the status', async () => {
    mockFetch(400, { message: 'Invalid code. Try again.' })
    await expect(api.get('/api/x')).rejects.toMatchObject({
      name: 'ApiError',
      status: 400,
      message: 'Invalid code. Try again.',
    })
  })

  it('logs out on 401 and still passes the error on', async () => {
    const logout = vi.fn()
    setUnauthorizedHandler(logout)
    mockFetch(401, { message: 'Please sign in.' })
    const error = await api.get('/api/users/me').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).status).toBe(401)
    expect(logout).toHaveBeenCalledTimes(1)
  })

  it('can leave the session alone on a foreign 401', async () => {
    const logout = vi.fn()
    setUnauthorizedHandler(logout)
    mockFetch(401, { message: 'Link expired' })
    const error = await api.get('/api/y', { logoutOn401: false }).catch((e: unknown) => e)
    expect((error as ApiError).status).toBe(401)
    expect(logout).not.toHaveBeenCalled()
  })

  it('falls back to the status text when the body has no message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('oops', { status: 502, statusText: 'Bad Gateway' })),
    )
    await expect(api.get('/api/x')).rejects.toMatchObject({ status: 502, message: 'Bad Gateway' })
  })

  it('gives pages the server sentence for a rule, never a field message or a failure text', () => {
    const fallback = 'Something went wrong. Please try again later.'
    const rule = new ApiError(409, 'Only 3 t are still available.', {
      message: 'Only 3 t are still available.',
    })
    expect(pageErrorText(rule, fallback)).toBe('Only 3 t are still available.')
    const field = new ApiError(400, 'Invalid token: Too small', {
      message: 'Invalid token: Too small',
      field: 'token',
    })
    expect(field.field).toBe('token')
    expect(pageErrorText(field, fallback)).toBe(fallback)
    expect(pageErrorText(new ApiError(500, 'x', { message: 'x' }), fallback)).toBe(fallback)
    expect(pageErrorText(new ApiError(502, 'Bad Gateway', 'oops'), fallback)).toBe(fallback)
    expect(pageErrorText(new TypeError('Failed to fetch'), fallback)).toBe(fallback)
  })
})
