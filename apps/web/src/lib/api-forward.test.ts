import { NextRequest } from 'next/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { forwardedHeaders, forwardToApi } from './api-forward'

const API = 'http://api.internal:4000'
const own = { origin: 'https://kelp.example', 'sec-fetch-site': 'same-origin' }
const crossSite = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }

function request(
  path: string,
  method = 'GET',
  headers: Record<string, string> = {},
  body?: unknown,
) {
  return new NextRequest(`https://kelp.example${path}`, {
    method,
    headers: { host: 'kelp.example', 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
}

const setCookies = (response: Response) => response.headers.getSetCookie()
/** A forwarded request goes to the API as a rewrite; an answered one never does. */
const rewrittenTo = (response: Response) => response.headers.get('x-middleware-rewrite')

describe('the magic-link exchange from our own pages', () => {
  const fetchMock = vi.fn<typeof fetch>()
  const expiresAt = () => new Date(Date.now() + 60 * 60_000).toISOString()
  beforeEach(() => vi.stubGlobal('fetch', fetchMock))
  afterEach(() => {
    fetchMock.mockReset()
    vi.unstubAllGlobals()
  })

  it('moves the dashboard token into an HttpOnly cookie that lasts as long as the token', async () => {
    const until = expiresAt()
    const dashboard = { email: 'lena@example.de', customerId: 'cus_1', contributions: [] }
    fetchMock.mockResolvedValue(
      Response.json({ token: 'cus_1.123.sig', expiresAt: until, dashboard }),
    )
    const response = await forwardToApi(
      request('/api/stripe/validate-magic-link', 'POST', own, { code: 'one-time' }),
      API,
      'req-1',
    )
    const [url, init] = fetchMock.mock.calls[0]!
    expect(String(url)).toBe(`${API}/api/stripe/validate-magic-link`)
    expect(new TextDecoder().decode(init?.body as ArrayBuffer)).toBe('{"code":"one-time"}')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ expiresAt: until, dashboard })
    const [cookie] = setCookies(response)
    for (const flag of [
      /^contributionToken=cus_1\.123\.sig;/,
      /Path=\/;/,
      /; Secure/,
      /; HttpOnly/,
    ])
      expect(cookie).toMatch(flag)
    expect(cookie).toMatch(/SameSite=lax/i)
    const maxAge = Number(/Max-Age=(\d+)/.exec(cookie!)?.[1])
    expect(maxAge).toBeGreaterThan(3590)
    expect(maxAge).toBeLessThanOrEqual(3600)
  })

  it('passes a refused code on as it is, without a cookie', async () => {
    fetchMock.mockResolvedValue(
      Response.json({ message: 'This link has expired' }, { status: 400 }),
    )
    const response = await forwardToApi(
      request('/api/stripe/validate-magic-link', 'POST', own, { code: 'used' }),
      API,
      'req-2',
    )
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ message: 'This link has expired' })
    expect(setCookies(response)).toEqual([])
  })

  it('leaves API clients (no Origin) and other sites to the API: they get the token in the body', async () => {
    for (const headers of [{}, crossSite]) {
      const response = await forwardToApi(
        request('/api/stripe/validate-magic-link', 'POST', headers, { code: 'c' }),
        API,
        'req-3',
      )
      expect(rewrittenTo(response)).toBe(`${API}/api/stripe/validate-magic-link`)
      expect(setCookies(response)).toEqual([])
    }
    expect(fetchMock).not.toHaveBeenCalled()
  })
})

describe('the dashboard cookie on forwarded calls', () => {
  const cookie = 'NEXT_LOCALE=de; contributionToken=dash.tok.sig; accessToken=a.b.c'

  it('becomes the X-Contribution-Token header for our own pages only', () => {
    const ownCall = forwardedHeaders(
      request('/api/contribution/dashboard', 'GET', { ...own, cookie }),
      'r',
    )
    expect(ownCall.get('x-contribution-token')).toBe('dash.tok.sig')
    for (const headers of [crossSite, { 'sec-fetch-site': 'same-site' }]) {
      const other = forwardedHeaders(
        request('/api/stripe/modify-subscription', 'POST', { ...headers, cookie }),
        'r',
      )
      expect(other.get('x-contribution-token')).toBeNull()
    }
  })

  it('never overrides a header the caller sent itself', () => {
    const headers = forwardedHeaders(
      request('/api/contribution/dashboard', 'GET', {
        ...own,
        cookie,
        'x-contribution-token': 'own.header.sig',
      }),
      'r',
    )
    expect(headers.get('x-contribution-token')).toBe('own.header.sig')
  })

  it('is taken out of the cookies the API sees, like the session token', () => {
    const headers = forwardedHeaders(
      request('/api/contribution/dashboard', 'GET', { ...own, cookie }),
      'r',
    )
    expect(headers.get('cookie')).toBe('NEXT_LOCALE=de')
  })
})

describe('ending the dashboard session (after a 401, or closing the dashboard)', () => {
  it('clears the cookie for our own pages without asking the API', async () => {
    const response = await forwardToApi(
      request('/api/contribution/logout', 'POST', {
        ...own,
        cookie: 'contributionToken=dash.tok.sig',
      }),
      API,
      'r',
    )
    expect(response.status).toBe(204)
    expect(rewrittenTo(response)).toBeNull()
    expect(setCookies(response)).toEqual([
      expect.stringMatching(/^contributionToken=; Path=\/; Max-Age=0; .*HttpOnly/i),
    ])
  })

  it('is not something another site can do', async () => {
    const response = await forwardToApi(
      request('/api/contribution/logout', 'POST', crossSite),
      API,
      'r',
    )
    expect(setCookies(response)).toEqual([])
  })
})
