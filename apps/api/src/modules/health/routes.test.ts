import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestContext } from '../../test/app'

describe('GET /api/system', () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestApp()
  })
  afterAll(() => ctx.close())

  it('names the stand-ins of a test system', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/system' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      testSystem: true,
      standIns: ['embedded-database', 'payments-sandbox', 'dev-mailbox'],
    })
  })

  describe('with Stripe and without the dev mailbox', () => {
    let ctx: TestContext
    beforeAll(async () => {
      ctx = await createTestApp({
        STRIPE_SECRET_KEY: 'sk_test_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
        STRIPE_API_BASE: 'http://127.0.0.1:9',
        DEV_MAILBOX: 'false',
      })
    })
    afterAll(() => ctx.close())

    it('is no test system', async () => {
      const { app } = ctx
      const res = await app.inject({ method: 'GET', url: '/api/system' })
      expect(res.json()).toEqual({ testSystem: false, standIns: ['embedded-database'] })
    })

    it('answers 404 on the dev mailbox and the sandbox payment pages', async () => {
      const { app } = ctx
      for (const url of [
        '/api/dev/mail',
        '/api/payments/sandbox/sessions/cs_sandbox_1',
        '/api/payments/sandbox/sessions/cs_sandbox_1/pay',
      ]) {
        const method = url.endsWith('/pay') ? 'POST' : 'GET'
        const res = await app.inject({ method, url, payload: method === 'POST' ? {} : undefined })
        expect(res.statusCode, url).toBe(404)
      }
    })
  })
})

describe('GET /api/ready', () => {
  let ctx: TestContext
  beforeAll(async () => {
    // Nothing listens on port 1: the Redis client never becomes ready.
    ctx = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:1' })
  })
  afterAll(() => ctx.close())

  it('stays ready, degraded, while Redis is down: rate limits fall back to this instance', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/ready' })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.status).toBe('degraded')
    expect(body.checks.redis).toMatchObject({ ok: true, degraded: true })
    expect(body.checks.redis.detail).toMatch(/Redis .*; per-instance rate limits$/)
    expect(body.checks.database).toEqual({ ok: true })
    // Traffic goes on: no request fails because of Redis.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/projects' })).statusCode).toBe(200)
  })

  it('answers 503 naming every dependency that is down', async () => {
    ctx.app.readyChecks.set('probe', () => 'probe failed on purpose')
    const res = await ctx.app.inject({ method: 'GET', url: '/api/ready' })
    expect(res.statusCode).toBe(503)
    const body = res.json()
    expect(body.status).toBe('unavailable')
    expect(body.message).toBe('Not ready: probe (probe failed on purpose)')
    expect(body.checks.database).toEqual({ ok: true })
  })
})
