import type { IncomingHttpHeaders } from 'node:http'
import { request as httpRequest } from 'node:http'
import { expect, test } from '@playwright/test'
import { baseURL } from '../playwright.config'
import { uniqueEmail } from './auth-helpers'
import { newCompanyAdmin } from './orbit-helpers'

/**
 * What the web server's /api forwarding guarantees (src/lib/api-forward.ts, decisions 119/120):
 * the session cookie acts only for our own pages, oversized requests get a 4xx every time, and
 * the API's per-client limits count the address the proxy chain reports.
 */
const own = { origin: new URL(baseURL).origin, 'sec-fetch-site': 'same-origin' }
const crossSite = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }

test('a cross-site request carrying the session cookie is refused; our pages act', async ({
  request,
}) => {
  const admin = await newCompanyAdmin(request, 'cora.cookie')
  const cookie = `accessToken=${admin.token}`
  // (A browser would not even attach a SameSite=Lax cookie to a cross-site POST; the web server
  // does not rely on that.)
  const placeOrder = (headers: Record<string, string>) =>
    request.post('/api/orbit/placeOrder', { headers: { cookie, ...headers }, data: {} })
  expect((await placeOrder(crossSite)).status()).toBe(401)
  expect((await placeOrder({ origin: 'https://evil.example' })).status()).toBe(401)
  expect((await placeOrder({ 'sec-fetch-site': 'same-site' })).status()).toBe(401)
  // From our own page the same call reaches the route (an empty cart line list is refused).
  expect((await placeOrder(own)).status()).toBe(400)
  // The same cookie from our own page is the signed-in user.
  const me = await request.get('/api/users/me', { headers: { cookie, ...own } })
  expect(me.status()).toBe(200)
  expect((await me.json()).email).toBe(admin.email)
  expect((await request.get('/api/users/me', { headers: { cookie, ...crossSite } })).status()).toBe(
    401,
  )
})

test('sign-in from our pages sets the HttpOnly cookie instead of answering the token', async ({
  request,
}) => {
  const email = uniqueEmail('hugo.http')
  await request.post('/api/users/request_otp', { data: { email } })
  const mail = await request.get(`/api/dev/mail?to=${encodeURIComponent(email)}`)
  const code = /\b(\d{5})\b/.exec((await mail.json()).mails[0].text)![1]!
  const login = await request.post('/api/users/login_otp', { data: { email, code }, headers: own })
  expect(login.status()).toBe(201)
  expect(await login.json()).not.toHaveProperty('access_token')
  const cookies = login.headersArray().filter((h) => h.name.toLowerCase() === 'set-cookie')
  expect(cookies.map((h) => h.value)).toEqual([
    expect.stringMatching(/^accessToken=[^;]+;.*HttpOnly/i),
    expect.stringMatching(/^signedIn=1;/),
  ])
  const signOut = await request.post('/api/auth/logout', { headers: own })
  expect(signOut.status()).toBe(204)
  expect(signOut.headersArray().map((h) => h.value)).toContainEqual(
    expect.stringMatching(/^accessToken=;.*Max-Age=0/i),
  )
})

test('a 5 MB JSON body answers 413 with a message every time, oversized headers 431', async ({
  request,
}) => {
  const body = JSON.stringify({ message: 'x'.repeat(5 * 1024 * 1024) })
  for (let i = 0; i < 3; i++) {
    const res = await request.post('/api/contact', {
      headers: { 'content-type': 'application/json', 'accept-language': 'de' },
      data: body,
    })
    expect(res.status()).toBe(413)
    expect(await res.json()).toEqual({ message: 'Der Anfragetext ist zu groß.' })
  }
  const big = await request.get('/api/health', { headers: { 'x-big': 'a'.repeat(20_000) } })
  expect(big.status()).toBe(431)
  expect((await request.get('/api/health')).status()).toBe(200)
})

test('the limit counts each client address on its own, a forged X-Forwarded-For buys nothing', async () => {
  // POST /api/contribution/dashboard: 10 a minute per client address. The front server, like
  // the production proxy, replaces X-Forwarded-For with the address the connection came from;
  // a second client connects from another loopback address (127.0.0.2).
  const domain = uniqueEmail().split('@')[1]
  const ask = (from: string, i: number, forwardedFor = '203.0.113.9') =>
    new Promise<{ status: number; headers: IncomingHttpHeaders }>((resolve, reject) => {
      const body = JSON.stringify({ email: `nobody-${i}@${domain}` })
      const req = httpRequest(
        `${baseURL}/api/contribution/dashboard`,
        {
          method: 'POST',
          localAddress: from,
          headers: {
            'content-type': 'application/json',
            'x-forwarded-for': forwardedFor,
            ...own,
          },
        },
        (res) => {
          res.resume()
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }))
        },
      )
      req.on('error', reject)
      req.end(body)
    })
  const first = await ask('127.0.0.1', 0)
  expect(first.status).toBe(200)
  expect(first.headers['ratelimit-limit']).toBe('10')
  for (let i = 1; i < 10; i++)
    expect((await ask('127.0.0.1', i, `203.0.113.${i}`)).status).toBe(200)
  const limited = await ask('127.0.0.1', 10, '198.51.100.77')
  expect(limited.status).toBe(429)
  expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
  expect(limited.headers['ratelimit-remaining']).toBe('0')
  expect(limited.headers['ratelimit-reset']).toBe(limited.headers['retry-after'])
  expect((await ask('127.0.0.2', 11)).status).toBe(200)
})
