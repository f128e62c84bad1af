import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestContext } from '../../test/app'
import { caller, insertProject, memberToken } from '../../test/fixtures'
import { createKey } from '../api-keys/testing'
import { eventually, startReceiver } from './receiver'
import { keyCaller } from './testing'

let ctx: TestContext
let call: ReturnType<typeof keyCaller>
let receiver: Awaited<ReturnType<typeof startReceiver>>
let live: string
let test: string
let readOnly: string
let rival: string
let project: Awaited<ReturnType<typeof insertProject>>

const key = (k: string) => ({ 'idempotency-key': k })
const line = (quantityKg: number) => ({ projectId: project.projectId, vintage: 2022, quantityKg })
const eventsOf = (orderId: string) => receiver.bodies.filter((b) => b.data.order?.id === orderId)

beforeAll(async () => {
  ctx = await createTestApp({ WEBHOOK_WORKER: 'true', WEBHOOK_POLL_SECONDS: '0.5' })
  call = keyCaller(ctx.app)
  receiver = await startReceiver()
  const admin = await memberToken(ctx.app, 'olga.orders@v1-flow.com')
  const other = await memberToken(ctx.app, 'rolf.rival@v1-flow-rival.com')
  live = (await createKey(ctx.app, admin.token, 'live')).secret
  test = (await createKey(ctx.app, admin.token, 'test')).secret
  readOnly = (await createKey(ctx.app, admin.token, 'live', ['catalogue:read'])).secret
  rival = (await createKey(ctx.app, other.token, 'live')).secret
  project = await insertProject(ctx.app, { credits: 50, priceCents: 2_499 })
  const endpoint = await caller(ctx.app)('POST', '/api/webhooks/endpoints', admin.token, {
    url: receiver.url,
    events: ['order.placed', 'order.paid', 'order.delivered', 'order.cancelled'],
  })
  expect(endpoint.statusCode).toBe(201)
})
afterAll(async () => {
  await ctx.close()
  await receiver.close()
})

describe('v1 orders in test mode', () => {
  it('are paid and delivered at once, with their three events in order', async () => {
    const body = { lines: [line(1_500)], metadata: { shopOrder: '1042' } }
    const res = await call('POST', '/orders', test, body, key('flow-test-1'))
    expect(res.statusCode).toBe(201)
    const order = res.json()
    // 1.5 t at 24.99 EUR per tonne: 37.485 EUR, rounded half up.
    expect(order).toMatchObject({
      status: 'delivered',
      inventory: 'sandbox',
      quantityKg: 1_500,
      totalTonnes: 1.5,
      totalCents: 3_749,
      metadata: { shopOrder: '1042' },
    })
    expect(order.paidAt).not.toBeNull()
    expect(order.deliveredAt).not.toBeNull()
    await eventually(() => eventsOf(order.id).length === 3)
    // Each event is its own delivery, so they may arrive in any order; their timestamps and
    // the order each shows follow the lifecycle.
    const steps = ['order.placed', 'order.paid', 'order.delivered']
    const events = eventsOf(order.id).sort((a, b) => steps.indexOf(a.type) - steps.indexOf(b.type))
    expect(events.map((e) => e.type)).toEqual(steps)
    expect(events.map((e) => e.data.order?.status)).toEqual(['placed', 'paid', 'delivered'])
    const times = events.map((e) => Date.parse(e.createdAt))
    expect(times).toEqual([...times].sort((a, b) => a - b))
    expect(events.every((e) => e.livemode === false)).toBe(true)
    expect(events[0]!.data.order).toMatchObject({ metadata: { shopOrder: '1042' } })
  })

  it('cannot be cancelled once paid', async () => {
    const placed = await call('POST', '/orders', test, { lines: [line(10)] }, key('flow-test-2'))
    const res = await call('POST', `/orders/${placed.json().id}/cancel`, test)
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toMatch(/unpaid/)
  })

  it('pages the order list with a cursor', async () => {
    await call('POST', '/orders', test, { lines: [line(20)] }, key('flow-test-3'))
    const first = await call('GET', '/orders?limit=2', test)
    expect(first.json()).toMatchObject({ hasMore: true })
    expect(first.json().data).toHaveLength(2)
    const next = await call('GET', `/orders?limit=2&cursor=${first.json().nextCursor}`, test)
    expect(next.json()).toMatchObject({ hasMore: false, nextCursor: null })
    const all = [...first.json().data, ...next.json().data].map((o: { id: string }) => o.id)
    expect(new Set(all).size).toBe(3)
    expect((await call('GET', '/orders?page=2', test)).statusCode).toBe(400)
  })
})

describe('v1 orders with a live key', () => {
  it('take whole tonnes only while live stock is whole tonnes', async () => {
    const res = await call('POST', '/orders', live, { lines: [line(1_500)] }, key('flow-live-0'))
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toMatch(/whole tonnes.*1500 kg/)
    const de = await call(
      'POST',
      '/orders',
      live,
      { lines: [line(1_500)] },
      {
        ...key('flow-live-0'),
        'accept-language': 'de',
      },
    )
    expect(de.json().message).toMatch(/ganzen Tonnen/)
  })

  it('echo metadata and announce the same shape as test orders, with livemode', async () => {
    const body = { lines: [line(2_000)], metadata: { shopOrder: '77' } }
    const res = await call('POST', '/orders', live, body, key('flow-live-1'))
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({ status: 'placed', quantityKg: 2_000, totalCents: 4_998 })
    expect(res.json().metadata).toEqual({ shopOrder: '77' })
    const again = await call('GET', `/orders/${res.json().id}`, live)
    expect(again.json().metadata).toEqual({ shopOrder: '77' })
    const other = await call('POST', '/orders', live, { ...body, metadata: {} }, key('flow-live-1'))
    expect(other.statusCode).toBe(409)

    await eventually(() => eventsOf(res.json().id).length === 1)
    const [placed] = eventsOf(res.json().id)
    expect(placed).toMatchObject({ type: 'order.placed', livemode: true })
    expect(placed!.data.order).toMatchObject({ metadata: { shopOrder: '77' }, quantityKg: 2_000 })
    const testEvent = receiver.bodies.find((b) => b.livemode === false)!
    expect(Object.keys(placed!.data.order!).sort()).toEqual(
      Object.keys(testEvent.data.order!).sort(),
    )
    expect(Object.keys(placed!).sort()).toEqual(Object.keys(testEvent).sort())
  })

  it('can be cancelled while unpaid, once, by the company only', async () => {
    const placed = await call('POST', '/orders', live, { lines: [line(1_000)] }, key('flow-live-2'))
    const id = placed.json().id as string
    expect((await call('POST', `/orders/${id}/cancel`, readOnly)).statusCode).toBe(403)
    expect((await call('POST', `/orders/${id}/cancel`, rival)).statusCode).toBe(404)
    const res = await call('POST', `/orders/${id}/cancel`, live)
    expect(res.statusCode).toBe(200)
    expect(res.json().status).toBe('cancelled')
    expect(res.json().cancelledAt).not.toBeNull()
    const twice = await call('POST', `/orders/${id}/cancel`, live)
    expect(twice.statusCode).toBe(409)
    await eventually(() => eventsOf(id).some((e) => e.type === 'order.cancelled'))
  })

  it('refuses metadata over the limits', async () => {
    const many = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, 'v']))
    const cases = [many, { ['k'.repeat(41)]: 'v' }, { note: 'v'.repeat(501) }, { n: 5 }]
    for (const metadata of cases) {
      const res = await call(
        'POST',
        '/orders',
        live,
        { lines: [line(1_000)], metadata },
        key('flow-meta'),
      )
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({ code: 'invalid_request' })
    }
  })
})
