import { OTP_REQUESTS_PER_WINDOW } from '@kelp/core/auth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestContext } from '../app'
import { expectLimitHeaders } from './limit-headers'

/**
 * The rules of the per-client budget: what counts, what a 429 says, and whose address is
 * counted. (The web proxy's part is proven in e2e/tests/security-limits.spec.ts.)
 */
const BUDGET = 6
const DOCS_AND_HEALTH = [
  '/api/docs',
  '/api/docs/static/index.html',
  '/api/docs/static/swagger-ui.css',
  '/api/docs/static/swagger-ui-bundle.js',
  '/api/docs/static/swagger-initializer.js',
  '/api/docs/json',
  '/api/openapi.json',
  '/api/health',
  '/api/ready',
  '/api/system',
]

describe('rate-limit rules', () => {
  let ctx: TestContext
  const get = (url: string, forwardedFor: string, remoteAddress = '127.0.0.1') =>
    ctx.app.inject({
      method: 'GET',
      url,
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
    })

  beforeAll(async () => {
    ctx = await createTestApp({
      RATE_LIMIT_PER_MINUTE: String(BUDGET),
      ACCOUNT_RATE_LIMIT_PER_HOUR: '100',
      AUTH_RATE_LIMIT_PER_MINUTE: '100',
    })
  })
  afterAll(() => ctx.close())

  it('does not count the API documentation and the health endpoints', async () => {
    const reader = '192.0.2.10'
    for (const url of DOCS_AND_HEALTH) {
      const res = await get(url, reader)
      expect(res.statusCode, url).toBeLessThan(400)
      expect(res.headers['ratelimit-remaining'], url).toBeUndefined()
    }
    const counted: number[] = []
    for (let i = 0; i <= BUDGET; i++) counted.push((await get('/api/projects', reader)).statusCode)
    expect(counted.slice(0, BUDGET)).toEqual(Array(BUDGET).fill(200))
    expectLimitHeaders(await get('/api/projects', reader), BUDGET)
  })

  it('tells every caller its budget, and a 429 when to come back', async () => {
    const first = await get('/api/projects', '192.0.2.20')
    expect(first.headers['ratelimit-limit']).toBe(String(BUDGET))
    expect(first.headers['ratelimit-remaining']).toBe(String(BUDGET - 1))
    expect(Number(first.headers['ratelimit-reset'])).toBeGreaterThan(0)
  })

  it('answers the one-time-code window with the same headers', async () => {
    const email = 'window@example-corp.de'
    let res
    for (let i = 0; i <= OTP_REQUESTS_PER_WINDOW; i++) {
      res = await ctx.app.inject({
        method: 'POST',
        url: '/api/users/request_otp',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': `192.0.2.${100 + i}` },
        payload: { email },
      })
    }
    expectLimitHeaders(res!, OTP_REQUESTS_PER_WINDOW)
    expect(Number(res!.headers['retry-after'])).toBeLessThanOrEqual(600)
  })

  it('counts the address the trusted proxy chain reports, and only that', async () => {
    // Through a trusted hop (loopback: the web app, the load balancer) each client has its own.
    for (let i = 0; i < BUDGET; i++) await get('/api/projects', '198.51.100.1')
    expect((await get('/api/projects', '198.51.100.1')).statusCode).toBe(429)
    expect((await get('/api/projects', '198.51.100.2')).statusCode).toBe(200)
    // An untrusted peer cannot choose its address by sending the header.
    const stranger = '203.0.113.50'
    for (let i = 0; i < BUDGET; i++) await get('/api/projects', `10.0.0.${i}`, stranger)
    expect((await get('/api/projects', '10.0.0.99', stranger)).statusCode).toBe(429)
  })
})
