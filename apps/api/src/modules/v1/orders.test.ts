import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SANDBOX_TONNES_PER_VINTAGE } from '@kelp/core/v1'
import { apiSandboxOrders, orders, projectVintages } from '../../db/schema'
import { createTestApp, type TestContext } from '../../test/app'
import { createKey } from '../api-keys/testing'
import { insertProject, memberToken, storageEnv } from '../../test/fixtures'
import { keyCaller } from './testing'

let ctx: TestContext
let call: ReturnType<typeof keyCaller>
let live: string
let test: string
let rival: string
let project: Awaited<ReturnType<typeof insertProject>>
let forward: Awaited<ReturnType<typeof insertProject>>

const key = (k: string) => ({ 'idempotency-key': k })
const line = (tonnes: number) => ({ projectId: project.projectId, vintage: 2022, tonnes })

beforeAll(async () => {
  ctx = await createTestApp(storageEnv())
  call = keyCaller(ctx.app)
  const admin = await memberToken(ctx.app, 'ada.admin@v1-orders.com')
  const other = await memberToken(ctx.app, 'rita.admin@v1-rival.com')
  live = (await createKey(ctx.app, admin.token, 'live')).secret
  test = (await createKey(ctx.app, admin.token, 'test')).secret
  rival = (await createKey(ctx.app, other.token, 'live')).secret
  project = await insertProject(ctx.app, { credits: 50, priceCents: 2_000 })
  forward = await insertProject(ctx.app, { credits: 30, status: 'forward', year: 2027 })
})
afterAll(() => ctx.close())

const liveOrders = () =>
  ctx.database.db.select().from(orders).where(eq(orders.idempotencyKey, 'order-once-1'))

describe('v1 orders (live key)', () => {
  it('needs an Idempotency-Key', async () => {
    const res = await call('POST', '/orders', live, { lines: [line(1)] })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'invalid_request', field: 'idempotency-key' })
  })

  it('stores one order for one key, however often it is sent', async () => {
    const first = await call('POST', '/orders', live, { lines: [line(5)] }, key('order-once-1'))
    expect(first.statusCode).toBe(201)
    expect(first.json()).toMatchObject({ status: 'placed', inventory: 'live', totalCents: 10_000 })
    expect(first.json().number).toMatch(/\d/)
    const again = await call('POST', '/orders', live, { lines: [line(5)] }, key('order-once-1'))
    expect(again.statusCode).toBe(200)
    expect(again.json().id).toBe(first.json().id)
    expect(await liveOrders()).toHaveLength(1)
    const other = await call('POST', '/orders', live, { lines: [line(6)] }, key('order-once-1'))
    expect(other.statusCode).toBe(409)
    expect(await liveOrders()).toHaveLength(1)
  })

  it('orders forward vintages only when forward delivery is accepted, labelled', async () => {
    const body = { lines: [{ projectId: forward.projectId, vintage: 2027, tonnes: 2 }] }
    const refused = await call('POST', '/orders', live, body, key('forward-order-1'))
    expect(refused.statusCode).toBe(400)
    expect(refused.json().message).toMatch(/acceptForward/)
    const ok = await call(
      'POST',
      '/orders',
      live,
      { ...body, acceptForward: true },
      key('forward-order-2'),
    )
    expect(ok.statusCode).toBe(201)
    expect(ok.json().lines[0]).toMatchObject({ status: 'forward', expectedDeliveryYear: 2028 })
  })

  it('refuses more than is available, and unknown vintages', async () => {
    const over = await call('POST', '/orders', live, { lines: [line(51)] }, key('too-much-1'))
    expect(over.statusCode).toBe(409)
    const gone = { lines: [{ ...line(1), vintage: 1999 }] }
    expect((await call('POST', '/orders', live, gone, key('no-vintage-1'))).statusCode).toBe(404)
    const twice = { lines: [line(1), line(2)] }
    expect((await call('POST', '/orders', live, twice, key('twice-1'))).statusCode).toBe(400)
  })

  it("reads the company's orders, never another company's", async () => {
    const list = await call('GET', '/orders', live)
    expect(list.statusCode).toBe(200)
    const [newest] = list.json().data
    expect((await call('GET', `/orders/${newest.id}`, live)).json().id).toBe(newest.id)
    expect((await call('GET', `/orders/${newest.id}`, rival)).statusCode).toBe(404)
    expect((await call('GET', '/orders', rival)).json().data).toEqual([])
    expect((await call('GET', '/orders/not-a-uuid', live)).statusCode).toBe(400)
  })
})

describe('v1 orders (test key)', () => {
  it('take sandbox stock only: live stock and live orders stay untouched', async () => {
    const before = await ctx.database.db.select().from(orders)
    const res = await call('POST', '/orders', test, { lines: [line(400)] }, key('sandbox-1'))
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({ inventory: 'sandbox', number: null, status: 'delivered' })
    expect(await ctx.database.db.select().from(orders)).toHaveLength(before.length)
    const [vintage] = await ctx.database.db
      .select()
      .from(projectVintages)
      .where(eq(projectVintages.id, project.vintageId))
    expect(vintage!.creditsAvailable).toBe(50)

    const seen = await call('GET', `/projects/${project.slug}`, test)
    expect(seen.json().vintages[0].availableTonnes).toBe(SANDBOX_TONNES_PER_VINTAGE - 400)
    const liveSeen = await call('GET', `/projects/${project.slug}`, live)
    expect(liveSeen.json().vintages[0].availableTonnes).toBe(50)
  })

  it('replay like live orders, and stay invisible to live keys', async () => {
    const again = await call('POST', '/orders', test, { lines: [line(400)] }, key('sandbox-1'))
    expect(again.statusCode).toBe(200)
    expect(await ctx.database.db.select().from(apiSandboxOrders)).toHaveLength(1)
    const liveList = await call('GET', '/orders', live)
    expect(liveList.json().data.every((o: { inventory: string }) => o.inventory === 'live')).toBe(
      true,
    )
    const sandboxList = await call('GET', '/orders', test)
    expect(sandboxList.json().data).toHaveLength(1)
    const id = sandboxList.json().data[0].id
    expect((await call('GET', `/orders/${id}`, live)).statusCode).toBe(404)
    expect((await call('GET', `/orders/${id}`, test)).statusCode).toBe(200)
  })

  it('cannot take more than the sandbox holds', async () => {
    const over = await call(
      'POST',
      '/orders',
      test,
      { lines: [line(SANDBOX_TONNES_PER_VINTAGE)] },
      key('sandbox-2'),
    )
    expect(over.statusCode).toBe(409)
  })
})
