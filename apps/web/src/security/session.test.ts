import { NextRequest, NextResponse } from 'next/server'
import { describe, expect, it } from 'vitest'
import {
  clearSessionCookies,
  cookiesWithoutTokens,
  isSameOrigin,
  setDashboardCookie,
  setSessionCookies,
} from './session'

const request = (url: string, method = 'GET', headers: Record<string, string> = {}) =>
  new NextRequest(url, { method, headers: { host: new URL(url).host, ...headers } })

function cookiesOf(response: NextResponse) {
  return response.headers.getSetCookie()
}

describe('session cookies', () => {
  it('keep the token HttpOnly, Lax and Secure, beside a readable hint', () => {
    const response = NextResponse.json({})
    setSessionCookies(request('https://kelp.example/api/users/login_otp'), response, 'a.b.c')
    const [token, hint] = cookiesOf(response)
    for (const flag of [
      /^accessToken=a\.b\.c;/,
      /Path=\/;/,
      /Max-Age=\d+/,
      /; Secure/,
      /; HttpOnly/,
    ])
      expect(token).toMatch(flag)
    expect(token).toMatch(/SameSite=lax/i)
    expect(hint).toMatch(/^signedIn=1;.*Secure/)
    expect(hint).not.toMatch(/HttpOnly/)
  })

  it('drop Secure only for plain http on the machine itself', () => {
    const local = NextResponse.json({})
    setSessionCookies(request('http://127.0.0.1:3000/api/auth/sign-in'), local, 't')
    expect(cookiesOf(local)[0]).not.toMatch(/Secure/i)
    const behindTls = NextResponse.json({})
    setSessionCookies(
      request('http://10.0.0.5:3000/api/auth/sign-in', 'POST', {
        'x-forwarded-proto': 'https',
        'x-forwarded-host': 'kelp.example',
      }),
      behindTls,
      't',
    )
    expect(cookiesOf(behindTls)[0]).toMatch(/Secure/i)
  })

  it('are cleared on sign-out with the same flags', () => {
    const response = NextResponse.json({})
    clearSessionCookies(request('https://kelp.example/api/auth/logout'), response)
    expect(cookiesOf(response)).toEqual([
      expect.stringMatching(/^accessToken=; Path=\/; Max-Age=0; .*HttpOnly/i),
      expect.stringMatching(/^signedIn=; Path=\/; Max-Age=0;/i),
    ])
  })

  it('never travel to the API: the tokens are taken out of the Cookie header', () => {
    expect(
      cookiesWithoutTokens('NEXT_LOCALE=de; accessToken=a.b.c; consent=1; contributionToken=d.e.f'),
    ).toBe('NEXT_LOCALE=de; consent=1')
    expect(cookiesWithoutTokens('accessToken=a.b.c')).toBeNull()
  })

  it("keep a dashboard token HttpOnly until the token's own expiry", () => {
    const response = NextResponse.json({})
    const expiresAt = new Date(Date.now() + 30 * 60_000).toISOString()
    setDashboardCookie(request('http://localhost:3000/x'), response, 'd.e.f', expiresAt)
    const [cookie] = cookiesOf(response)
    expect(cookie).toMatch(
      /^contributionToken=d\.e\.f; Path=\/;.*; Max-Age=(179\d|1800); HttpOnly/i,
    )
    expect(cookie).not.toMatch(/Secure/i)
    const expired = NextResponse.json({})
    setDashboardCookie(request('https://kelp.example/x'), expired, 'd.e.f', '2020-01-01T00:00:00Z')
    expect(cookiesOf(expired)[0]).toMatch(/Max-Age=0;.*Secure/i)
  })
})

describe('same-origin check', () => {
  const url = 'https://kelp.example/api/orbit/placeOrder'
  it('lets our own pages act', () => {
    expect(isSameOrigin(request(url, 'POST', { 'sec-fetch-site': 'same-origin' }))).toBe(true)
    expect(isSameOrigin(request(url, 'POST', { origin: 'https://kelp.example' }))).toBe(true)
  })
  it('refuses cross-site and same-site writes, whatever cookies came along', () => {
    for (const site of ['cross-site', 'same-site', 'none'])
      expect(isSameOrigin(request(url, 'POST', { 'sec-fetch-site': site }))).toBe(false)
    expect(isSameOrigin(request(url, 'POST', { origin: 'https://evil.example' }))).toBe(false)
    expect(isSameOrigin(request(url, 'POST'))).toBe(false)
  })
  it('lets a typed address or bookmark read', () => {
    expect(isSameOrigin(request(url, 'GET', { 'sec-fetch-site': 'none' }))).toBe(true)
    expect(isSameOrigin(request(url, 'GET', { 'sec-fetch-site': 'cross-site' }))).toBe(false)
  })
})
