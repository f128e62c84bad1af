import { NextRequest, NextResponse } from 'next/server'
import { describe, expect, it } from 'vitest'
import {
  clearSessionCookies,
  cookiesWithoutToken,
  isSameOrigin,
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

  it('never travel to the API: the token is taken out of the Cookie header', () => {
    expect(cookiesWithoutToken('NEXT_LOCALE=de; accessToken=a.b.c; consent=1')).toBe(
      'NEXT_LOCALE=de; consent=1',
    )
    expect(cookiesWithoutToken('accessToken=a.b.c')).toBeNull()
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
