import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestContext } from '../../test/app'
import { FIXED_YEAR, useFixedClock } from '../../test/clock'
import { lastMailTo } from '../auth/testing'
import { bearer, insertProject, memberToken, storageEnv } from '../../test/fixtures'

useFixedClock()

let ctx: TestContext
let admin: Awaited<ReturnType<typeof memberToken>>
let noAccess: Awaited<ReturnType<typeof memberToken>>
let other: Awaited<ReturnType<typeof memberToken>>
let project: Awaited<ReturnType<typeof insertProject>>

beforeAll(async () => {
  ctx = await createTestApp(storageEnv())
  admin = await memberToken(ctx.app, 'olga.admin@orbit-buyer.com')
  noAccess = await memberToken(ctx.app, 'nils.member@orbit-buyer.com', {
    role: 'member',
    portfolioAccess: false,
  })
  other = await memberToken(ctx.app, 'otto.admin@orbit-rival.com')
  project = await insertProject(ctx.app, { credits: 100, priceCents: 2500 })
})
afterAll(() => ctx.close())

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  token?: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) =>
  ctx.app.inject({
    method,
    url,
    headers: { ...(token ? bearer(token) : {}), ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  })

describe('orbit cart', () => {
  it('needs a session', async () => {
    expect((await call('GET', '/api/orbit')).statusCode).toBe(401)
    expect((await call('GET', '/api/orbit/cart')).statusCode).toBe(401)
    const line = { projectId: project.projectId, vintage: project.year, tonnes: 1 }
    expect((await call('POST', '/api/orbit/cart/items', undefined, line)).statusCode).toBe(401)
  })

  it('adds, merges, updates and removes lines on the server', async () => {
    const line = { projectId: project.projectId, vintage: project.year, tonnes: 3 }
    let res = await call('POST', '/api/orbit/cart/items', admin.token, line)
    expect(res.statusCode).toBe(201)
    res = await call('POST', '/api/orbit/cart/items', admin.token, line)
    const cart = res.json()
    expect(cart.items).toHaveLength(1)
    expect(cart.items[0]).toMatchObject({ tonnes: 6, priceCents: 2500, lineTotalCents: 15000 })
    expect(cart).toMatchObject({ totalTonnes: 6, totalCents: 15000, currency: 'EUR' })
    const id = cart.items[0].id
    res = await call('PATCH', `/api/orbit/cart/items/${id}`, admin.token, { tonnes: 10 })
    expect(res.json().totalCents).toBe(25000)
    // Another user cannot touch this line.
    res = await call('PATCH', `/api/orbit/cart/items/${id}`, other.token, { tonnes: 1 })
    expect(res.statusCode).toBe(404)
    expect((await call('DELETE', `/api/orbit/cart/items/${id}`, other.token)).statusCode).toBe(404)
    res = await call('GET', '/api/orbit?local=en', admin.token)
    expect(res.json().cart.items).toHaveLength(1)
    // The navbar's count: only the caller's own cart, without the company's orders.
    expect((await call('GET', '/api/orbit/cart', admin.token)).json().items).toHaveLength(1)
    expect((await call('GET', '/api/orbit/cart', other.token)).json().items).toHaveLength(0)
    res = await call('DELETE', `/api/orbit/cart/items/${id}`, admin.token)
    expect(res.json().items).toHaveLength(0)
    expect((await call('DELETE', `/api/orbit/cart/items/${id}`, admin.token)).statusCode).toBe(404)
  })

  it.each([0, -1, 1.5, '3'])('refuses %s tonnes with 400 and a clear message', async (tonnes) => {
    const res = await call('POST', '/api/orbit/cart/items', admin.token, {
      projectId: project.projectId,
      vintage: project.year,
      tonnes,
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toMatch(/tonnes/i)
  })

  it('refuses more than is available and unknown vintages', async () => {
    let res = await call('POST', '/api/orbit/cart/items', admin.token, {
      projectId: project.projectId,
      vintage: project.year,
      tonnes: 101,
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toContain('Only 100 t')
    res = await call('POST', '/api/orbit/cart/items?local=de', admin.token, {
      projectId: project.projectId,
      vintage: 1999,
      tonnes: 1,
    })
    expect(res.statusCode).toBe(404)
    expect(res.json().message).toContain('existiert nicht')
  })
})

describe('POST /api/orbit/placeOrder', () => {
  const items = () => [{ projectId: project.projectId, vintage: project.year, tonnes: 4 }]

  it('is for members with portfolio access', async () => {
    const res = await call('POST', '/api/orbit/placeOrder', noAccess.token, { cartItems: items() })
    expect(res.statusCode).toBe(403)
    expect(res.json().message).toMatch(/company admin/)
    const orbit = await call('GET', '/api/orbit', noAccess.token)
    expect(orbit.json().orders).toEqual([])
  })

  it('creates an order with a price snapshot, clears the cart and mails a confirmation', async () => {
    await call('POST', '/api/orbit/cart/items', admin.token, { ...items()[0], tonnes: 2 })
    const res = await call('POST', '/api/orbit/placeOrder', admin.token, {
      cartItems: items(),
      idempotencyKey: 'order-key-0001',
    })
    expect(res.statusCode).toBe(201)
    const { order, replayed } = res.json()
    expect(replayed).toBe(false)
    expect(order).toMatchObject({
      status: 'placed',
      totalTonnes: 4,
      totalCents: 10000,
      placedBy: 'olga.admin@orbit-buyer.com',
      offer: null,
    })
    expect(order.number).toMatch(/^ORB-\d{4}-\d{6}$/)
    const orbit = (await call('GET', '/api/orbit?local=en', admin.token)).json()
    expect(orbit.cart.items).toHaveLength(0)
    expect(orbit.orders.map((o: { id: string }) => o.id)).toContain(order.id)
    expect(orbit.years).toEqual([FIXED_YEAR])
    const mail = await lastMailTo(ctx.app, 'olga.admin@orbit-buyer.com')
    expect(mail.subject).toContain(order.number)
    // Orders are company data: another company sees none of them.
    expect((await call('GET', '/api/orbit', other.token)).json().orders).toEqual([])
  })

  it('answers a repeated submission with the same order (body key or header)', async () => {
    const first = await call('POST', '/api/orbit/placeOrder', admin.token, {
      cartItems: items(),
      idempotencyKey: 'order-key-0001',
    })
    expect(first.statusCode).toBe(200)
    expect(first.json().replayed).toBe(true)
    const headers = { 'idempotency-key': 'header-key-0002' }
    const a = await call(
      'POST',
      '/api/orbit/placeOrder',
      admin.token,
      { cartItems: items() },
      headers,
    )
    const b = await call(
      'POST',
      '/api/orbit/placeOrder',
      admin.token,
      { cartItems: items() },
      headers,
    )
    expect(a.statusCode).toBe(201)
    expect(b.statusCode).toBe(200)
    expect(b.json().order.id).toBe(a.json().order.id)
    const parallel = await Promise.all(
      [1, 2, 3].map(() =>
        call('POST', '/api/orbit/placeOrder', admin.token, {
          cartItems: items(),
          idempotencyKey: 'parallel-key-3',
        }),
      ),
    )
    expect(new Set(parallel.map((r) => r.json().order.id)).size).toBe(1)
  })

  it('replays a repeated key even when its lines no longer fit', async () => {
    const scarce = await insertProject(ctx.app, { credits: 5, priceCents: 1000 })
    const line = { projectId: scarce.projectId, vintage: scarce.year, tonnes: 5 }
    const place = () =>
      call('POST', '/api/orbit/placeOrder', admin.token, {
        cartItems: [line],
        idempotencyKey: 'scarce-key-0004',
      })
    const first = await place()
    expect(first.statusCode).toBe(201)
    await ctx.database.db.execute(
      sql`update project_vintages set credits_available = 1 where id = ${scarce.vintageId}`,
    )
    const again = await place()
    expect(again.statusCode).toBe(200)
    expect(again.json()).toMatchObject({ replayed: true, order: { id: first.json().order.id } })
    // A new key is checked against what is available now.
    const fresh = await call('POST', '/api/orbit/placeOrder', admin.token, { cartItems: [line] })
    expect(fresh.statusCode).toBe(400)
    expect(fresh.json().message).toMatch(/Only 1 t of/)
  })

  it.each([0, -1, 1.5])('refuses %s tonnes', async (tonnes) => {
    const res = await call('POST', '/api/orbit/placeOrder', admin.token, {
      cartItems: [{ projectId: project.projectId, vintage: project.year, tonnes }],
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toMatch(/tonnes/i)
  })

  it('refuses more than available, duplicate lines and an empty order', async () => {
    const line = { projectId: project.projectId, vintage: project.year, tonnes: 1 }
    let res = await call('POST', '/api/orbit/placeOrder', admin.token, {
      cartItems: [{ ...line, tonnes: 1000 }],
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toContain('Only 100 t')
    res = await call('POST', '/api/orbit/placeOrder', admin.token, { cartItems: [line, line] })
    expect(res.statusCode).toBe(400)
    res = await call('POST', '/api/orbit/placeOrder', admin.token, { cartItems: [] })
    expect(res.statusCode).toBe(400)
  })
})
