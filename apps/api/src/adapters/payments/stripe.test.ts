import { quoteTonnes } from '@kelp/core/contributions'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestContext } from '../../test/app'
import {
  checkoutBody,
  mailsTo,
  postEvent,
  seedPortfolioProjects,
} from '../../modules/contributions/testing'
import { sandboxWebhookSecret } from './sandbox'
import { STRIPE_API_VERSION } from './stripe'
import { signPayload, verifyEvent } from './signature'

/** 20 t a year in the 'germany' portfolio, charged monthly. */
const MONTHLY_20T = quoteTonnes(20, 'germany', 'monthly').amountCents

interface Seen {
  method: string
  path: string
  auth: string | undefined
  version: string | undefined
  idempotencyKey: string | undefined
  form: URLSearchParams
}

/** Stands in for api.stripe.com: records requests, answers like Stripe. */
function fakeStripe(seen: Seen[], state: { down: boolean }) {
  return createServer((req, res) => {
    let body = ''
    req.on('data', (c) => (body += c))
    req.on('end', () => {
      const path = req.url ?? ''
      seen.push({
        method: req.method ?? '',
        path,
        auth: req.headers.authorization,
        version: req.headers['stripe-version'] as string | undefined,
        idempotencyKey: req.headers['idempotency-key'] as string | undefined,
        form: new URLSearchParams(body),
      })
      const send = (status: number, json: object) => {
        res.writeHead(status, { 'content-type': 'application/json' })
        res.end(JSON.stringify(json))
      }
      if (state.down) return send(500, { error: { type: 'api_error', message: 'boom' } })
      if (path === '/v1/checkout/sessions')
        return send(200, { id: 'cs_test_1', url: 'https://checkout.stripe.com/c/pay/cs_test_1' })
      if (path === '/v1/billing_portal/sessions')
        return send(200, { url: 'https://billing.stripe.com/p/session/test_1' })
      if (path === '/v1/subscriptions/sub_1' && req.method === 'GET') {
        return send(200, {
          id: 'sub_1',
          items: { data: [{ id: 'si_1', price: { product: 'prod_1' } }] },
        })
      }
      if (path.startsWith('/v1/subscriptions/sub_1')) return send(200, { id: 'sub_1' })
      send(404, { error: { type: 'invalid_request_error', message: 'No such resource' } })
    })
  })
}

describe('Stripe adapter', () => {
  const seen: Seen[] = []
  const state = { down: false }
  let server: Server
  let ctx: TestContext
  beforeAll(async () => {
    server = fakeStripe(seen, state)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    ctx = await createTestApp({
      STRIPE_SECRET_KEY: 'sk_test_kelp',
      STRIPE_WEBHOOK_SECRET: 'whsec_kelp',
      STRIPE_API_BASE: `http://127.0.0.1:${port}`,
    })
    await seedPortfolioProjects(ctx.database.db)
  })
  afterAll(async () => {
    await ctx.close()
    server.close()
  })

  it('verifies signatures with the SDK, as Stripe signs them', async () => {
    const body = JSON.stringify({ id: 'evt_1', type: 'ping', data: { object: {} } })
    const now = Math.floor(Date.now() / 1000)
    const header = signPayload('whsec_x', body, now)
    expect(await verifyEvent('whsec_x', body, header)).toMatchObject({
      ok: true,
      event: { id: 'evt_1' },
    })
    expect(await verifyEvent('whsec_x', body, signPayload('whsec_x', body, now - 400))).toEqual({
      ok: false,
      reason: 'signature',
    })
    expect(await verifyEvent('whsec_y', body, header)).toEqual({ ok: false, reason: 'signature' })
    expect(await verifyEvent('whsec_x', `${body} `, header)).toEqual({
      ok: false,
      reason: 'signature',
    })
    expect(await verifyEvent('whsec_x', body, undefined)).toEqual({
      ok: false,
      reason: 'signature',
    })
    const garbage = 'not json'
    expect(await verifyEvent('whsec_x', garbage, signPayload('whsec_x', garbage, now))).toEqual({
      ok: false,
      reason: 'payload',
    })
  })

  it('opens a subscription Checkout, then follows the signed webhooks', async () => {
    const body = checkoutBody({ emissionType: 'custom', tonnes: 12 }, 'germany', 'monthly', 'de')
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/stripe/create-checkout-session',
      payload: body,
    })
    expect(res.json()).toEqual({
      url: 'https://checkout.stripe.com/c/pay/cs_test_1',
      sessionId: 'cs_test_1',
    })
    const call = seen.find((s) => s.path === '/v1/checkout/sessions')!
    expect(call.auth).toBe('Bearer sk_test_kelp')
    expect(call.version).toBe(STRIPE_API_VERSION)
    expect(call.idempotencyKey).toBe(`checkout-${call.form.get('client_reference_id')}`)
    expect(call.form.get('mode')).toBe('subscription')
    expect(call.form.get('locale')).toBe('de')
    expect(call.form.get('line_items[0][price_data][unit_amount]')).toBe(String(body.amount))
    expect(call.form.get('line_items[0][price_data][recurring][interval]')).toBe('month')
    expect(call.form.get('success_url')).toBe(
      'http://localhost:3000/de/contribute/success?session_id={CHECKOUT_SESSION_ID}',
    )
    const contributionId = call.form.get('subscription_data[metadata][contributionId]')!
    expect(contributionId).toMatch(/^[0-9a-f-]{36}$/)

    // The sandbox's secret is not Stripe's: rejected.
    const meta = { contributionId, portfolio: 'germany', tonnes: '12' }
    const event = (id: string, type: string, object: object) => ({
      id,
      type,
      created: Math.floor(Date.now() / 1000),
      data: { object },
    })
    const completed = event('evt_1', 'checkout.session.completed', {
      id: 'cs_test_1',
      mode: 'subscription',
      customer: 'cus_1',
      subscription: 'sub_1',
      customer_details: { email: 'stripe@example.org' },
      metadata: meta,
    })
    expect(
      (await postEvent(ctx.app, completed, sandboxWebhookSecret(ctx.app.env.APP_SECRET)))
        .statusCode,
    ).toBe(400)
    expect((await postEvent(ctx.app, completed, 'whsec_kelp')).statusCode).toBe(200)
    const paid = event('evt_2', 'invoice.paid', {
      id: 'in_1',
      customer: 'cus_1',
      customer_email: 'stripe@example.org',
      amount_paid: body.amount,
      currency: 'eur',
      created: Math.floor(Date.now() / 1000),
      parent: { subscription_details: { subscription: 'sub_1', metadata: meta } },
    })
    expect((await postEvent(ctx.app, paid, 'whsec_kelp')).statusCode).toBe(200)
    const status = (
      await ctx.app.inject({ url: '/api/stripe/checkout-session?session_id=cs_test_1' })
    ).json()
    expect(status).toMatchObject({
      status: 'paid',
      customerId: 'cus_1',
      subscriptionId: 'sub_1',
      email: 'stripe@example.org',
    })
    const [receipt] = await mailsTo(ctx.database.db, 'stripe@example.org')
    expect(receipt!.subject).toContain('Beleg für Ihren Klimabeitrag')

    // No sandbox when Stripe is configured.
    expect(
      (await ctx.app.inject({ url: '/api/payments/sandbox/sessions/cs_test_1' })).statusCode,
    ).toBe(404)
  })

  it('modifies the subscription, opens the portal, and reports an outage as 503', async () => {
    await ctx.app.inject({
      method: 'POST',
      url: '/api/contribution/dashboard',
      payload: { email: 'stripe@example.org' },
    })
    const [mail] = await mailsTo(ctx.database.db, 'stripe@example.org')
    const code = /code=([\w-]+)/.exec(mail!.text)![1]
    const { token } = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/stripe/validate-magic-link',
        payload: { code },
      })
    ).json()
    const headers = { 'x-contribution-token': token }
    const modify = await ctx.app.inject({
      method: 'POST',
      url: '/api/stripe/modify-subscription',
      headers,
      payload: {
        subscriptionId: 'sub_1',
        amount: MONTHLY_20T,
        emissions: 20,
        portfolio: 'germany',
        locale: 'en',
      },
    })
    expect(modify.json()).toEqual({ status: 'requested' })
    const update = seen.find((s) => s.path === '/v1/subscriptions/sub_1' && s.method === 'POST')!
    expect(update.form.get('items[0][id]')).toBe('si_1')
    expect(update.form.get('items[0][price_data][product]')).toBe('prod_1')
    expect(update.form.get('items[0][price_data][unit_amount]')).toBe(String(MONTHLY_20T))
    expect(update.form.get('metadata[tonnes]')).toBe('20')

    const portal = await ctx.app.inject({
      method: 'POST',
      url: '/api/stripe/create-customer-portal-session',
      headers,
      payload: { customerId: 'cus_1', returnUrl: '/contribute/dashboard' },
    })
    expect(portal.json()).toEqual({ url: 'https://billing.stripe.com/p/session/test_1' })
    const portalCall = seen.find((s) => s.path === '/v1/billing_portal/sessions')!
    expect(portalCall.form.get('customer')).toBe('cus_1')
    expect(portalCall.form.get('return_url')).toBe('http://localhost:3000/contribute/dashboard')

    state.down = true
    const before = seen.length
    const down = await ctx.app.inject({
      method: 'POST',
      url: '/api/stripe/create-checkout-session',
      payload: checkoutBody(),
    })
    state.down = false
    expect(down.statusCode).toBe(503)
    expect(down.json().message).toContain('payment provider')
    // The SDK retried, each time with the same idempotency key.
    const tries = seen.slice(before)
    expect(tries.length).toBeGreaterThan(1)
    expect(new Set(tries.map((t) => t.idempotencyKey)).size).toBe(1)
  })
})
