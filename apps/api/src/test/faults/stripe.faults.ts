import { createServer, type Server, type ServerResponse } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contributions } from '../../db/schema'
import { checkoutBody, seedPortfolioProjects } from '../../modules/contributions/testing'
import { texts } from '../../modules/contributions'
import { createTestApp, type TestContext } from '../app'
import { freePort } from './services'

type Mode = 'up' | 'error' | 'rate-limited' | 'drop' | 'slow' | 'garbage'

/**
 * A local server speaking the Stripe API's shapes: Checkout Sessions keyed by the
 * Idempotency-Key (a repeated key answers the same session, as Stripe does), and Stripe's
 * error envelopes, dropped connections, slow answers or garbage on demand.
 */
function stripeStandIn(state: { mode: Mode; failFirst: number }) {
  const sessions = new Map<string, string>()
  const attempts: (string | undefined)[] = []
  const error = (res: ServerResponse, status: number, type: string) => {
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_fault' })
    res.end(JSON.stringify({ error: { type, message: `Stripe stand-in: ${type}` } }))
  }
  const server = createServer((req, res) => {
    req.resume()
    req.on('end', () => {
      const key = req.headers['idempotency-key'] as string | undefined
      attempts.push(key)
      const mode = state.failFirst > 0 ? (state.failFirst--, 'error') : state.mode
      if (mode === 'drop') return req.socket.destroy()
      if (mode === 'slow')
        return void setTimeout(() => res.destroyed || error(res, 500, 'api_error'), 5_000)
      if (mode === 'error') return error(res, 500, 'api_error')
      if (mode === 'rate-limited') return error(res, 429, 'rate_limit_error')
      if (mode === 'garbage') {
        res.writeHead(200, { 'content-type': 'application/json' })
        return res.end('<html>bad gateway</html>')
      }
      if (req.url !== '/v1/checkout/sessions') return error(res, 404, 'invalid_request_error')
      const id = sessions.get(key ?? '') ?? `cs_test_${sessions.size + 1}`
      if (key) sessions.set(key, id)
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(
        JSON.stringify({
          id,
          object: 'checkout.session',
          url: `https://checkout.stripe.test/${id}`,
        }),
      )
    })
  })
  return { server, sessions, attempts }
}

describe('Stripe errors and timeouts: 503 with a message, never a session without a record', () => {
  const state: { mode: Mode; failFirst: number } = { mode: 'up', failFirst: 0 }
  const stripe = stripeStandIn(state)
  let server: Server
  let ctx: TestContext
  const checkout = (locale: 'en' | 'de' = 'en') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/stripe/create-checkout-session',
      payload: checkoutBody(undefined, 'germany', 'once-off', locale),
      headers: { 'accept-language': locale },
    })
  const records = async () =>
    (await ctx.database.db.select().from(contributions)).map((c) => c.checkoutSessionId).sort()

  beforeAll(async () => {
    const port = await freePort()
    server = stripe.server
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
    ctx = await createTestApp({
      STRIPE_SECRET_KEY: 'sk_test_faults',
      STRIPE_WEBHOOK_SECRET: 'whsec_faults',
      STRIPE_API_BASE: `http://127.0.0.1:${port}`,
      STRIPE_TIMEOUT_MS: '500',
    })
    await seedPortfolioProjects(ctx.database.db)
  })
  afterAll(async () => {
    await ctx.close()
    server.closeAllConnections()
    server.close()
  })

  it.each<Mode>(['error', 'rate-limited', 'drop', 'slow', 'garbage'])(
    'answers 503 and records nothing when Stripe is %s',
    async (mode) => {
      state.mode = mode
      const before = await records()
      const res = await checkout('de')
      state.mode = 'up'
      expect(res.statusCode).toBe(503)
      expect(res.json()).toEqual({ message: texts.providerFailed.de })
      expect(await records()).toEqual(before)
    },
  )

  it('retries a failing call with one idempotency key: one session, one record', async () => {
    state.failFirst = 2
    const before = stripe.attempts.length
    const res = await checkout()
    expect(res.statusCode).toBe(200)
    const tries = stripe.attempts.slice(before)
    expect(tries).toHaveLength(3)
    expect(new Set(tries).size).toBe(1)
    expect(tries[0]).toMatch(/^checkout-[0-9a-f-]{36}$/)
    expect(await records()).toEqual([res.json().sessionId])
  })

  it('serves checkouts again once Stripe answers, without a restart', async () => {
    const res = await checkout()
    expect(res.statusCode).toBe(200)
    expect(res.json().url).toBe(`https://checkout.stripe.test/${res.json().sessionId}`)
    // Every session Kelp handed out has its record; no record without a session.
    expect(await records()).toEqual([...stripe.sessions.values()].sort())
  })
})
