import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestContext } from '../../test/app'

describe('GET /api/system', () => {
  it('names the stand-ins of a test system', async () => {
    const ctx = await createTestApp()
    const res = await ctx.app.inject({ method: 'GET', url: '/api/system' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      testSystem: true,
      standIns: ['embedded-database', 'payments-sandbox', 'dev-mailbox'],
    })
    await ctx.close()
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
