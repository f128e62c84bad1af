import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createShop } from '@kelp/example-checkout'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createKey } from '../modules/api-keys/testing'
import { caller, insertProject, memberToken } from './fixtures'
import { createTestApp, type TestContext } from './app'

/** The example under examples/checkout-contribution, run against this API over real HTTP. */
let ctx: TestContext
let shopServer: Server
let shopUrl: string
let shop: ReturnType<typeof createShop>
let apiKey: string
let kelpOrigin: string

const listen = (server: Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  )

async function eventually(check: () => boolean, timeoutMs = 20_000) {
  const end = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not reached in time')
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

async function checkout(form: Record<string, string>) {
  return fetch(`${shopUrl}/checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form),
  })
}

beforeAll(async () => {
  ctx = await createTestApp({ WEBHOOK_WORKER: 'true', WEBHOOK_POLL_SECONDS: '0.5' })
  kelpOrigin = await ctx.app.listen({ port: 0, host: '127.0.0.1' })
  const admin = (await memberToken(ctx.app, 'sam.admin@example-shop.com')).token
  await insertProject(ctx.app, { credits: 40, priceCents: 2_500 })
  apiKey = (await createKey(ctx.app, admin, 'test', ['catalogue:read', 'orders:write'])).secret

  // The shop's webhook endpoint is registered first, so its secret can configure the shop.
  shopServer = createServer((req, res) => shop.handle(req, res))
  shopUrl = await listen(shopServer)
  const endpoint = await caller(ctx.app)('POST', '/api/webhooks/endpoints', admin, {
    url: `${shopUrl}/webhooks/kelp`,
    events: ['order.placed'],
  })
  expect(endpoint.statusCode).toBe(201)
  shop = createShop({ apiKey, kelpOrigin, webhookSecret: endpoint.json().secret })
})
afterAll(async () => {
  await new Promise((resolve) => shopServer.close(resolve))
  await ctx.close()
})

describe('example: a climate contribution at checkout', () => {
  it('offers 10 kg priced by Kelp next to the basket', async () => {
    const page = await (await fetch(shopUrl)).text()
    expect(page).toContain('Add 10 kg of verified climate action from Mangrove Coast')
    // 10 kg at 25.00 EUR per tonne.
    expect(page).toContain('€0.25')
  })

  it('orders the contribution once, however often the form is sent, and receives the signed event', async () => {
    const page = await (await fetch(shopUrl)).text()
    const orderId = /name="orderId" value="([^"]+)"/.exec(page)![1]!
    const line = /name="line" value="([^"]+)"/.exec(page)![1]!
    const first = await checkout({ orderId, line, contribution: 'on' })
    expect(first.status).toBe(200)
    const confirmation = await first.text()
    expect(confirmation).toMatch(/Kelp order [0-9a-f-]{36} \(delivered, sandbox\), €0\.25/)
    // The catalogue changes between the two submissions; the resubmitted form still names the
    // lines the customer saw, so Kelp answers with the same order instead of a conflict.
    await insertProject(ctx.app, { credits: 40, priceCents: 900 })
    const second = await checkout({ orderId, line, contribution: 'on' })
    expect(second.status).toBe(200)
    expect(await second.text()).toContain(/Kelp order ([0-9a-f-]{36})/.exec(confirmation)![1]!)

    const orders = await fetch(`${kelpOrigin}/api/v1/orders`, {
      headers: { authorization: `Bearer ${apiKey}` },
    })
    const { data } = (await orders.json()) as { data: { inventory: string; quantityKg: number }[] }
    expect(data).toHaveLength(1)
    expect(data[0]).toMatchObject({ inventory: 'sandbox', quantityKg: 10 })

    await eventually(() => shop.events.length === 1)
    expect(shop.events[0]).toMatchObject({ type: 'order.placed', livemode: false })
  })

  it('refuses a tampered line in the form', async () => {
    const res = await checkout({ orderId: crypto.randomUUID(), line: 'x:1:2', contribution: 'on' })
    expect(res.status).toBe(400)
  })

  it('places no order when the customer leaves the box unticked', async () => {
    const page = await (await fetch(shopUrl)).text()
    const orderId = /name="orderId" value="([^"]+)"/.exec(page)![1]!
    const res = await checkout({ orderId })
    expect(await res.text()).toContain('No climate contribution with this order.')
  })

  it('refuses a webhook whose signature does not match', async () => {
    const res = await fetch(`${shopUrl}/webhooks/kelp`, {
      method: 'POST',
      headers: { 'kelp-signature': `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}` },
      body: JSON.stringify({ id: 'evt_forged', type: 'order.placed' }),
    })
    expect(res.status).toBe(400)
    expect(shop.events.map((e) => e.id)).not.toContain('evt_forged')
  })
})
