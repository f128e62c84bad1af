import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiSandboxRetirements, holdings, retirements } from '../../db/schema'
import { createTestApp, type TestContext } from '../../test/app'
import { caller, insertProject, memberToken, storageEnv } from '../../test/fixtures'
import { createKey } from '../api-keys/testing'
import { eventually, startReceiver } from './receiver'
import { keyCaller } from './testing'

let ctx: TestContext
let call: ReturnType<typeof keyCaller>
let receiver: Awaited<ReturnType<typeof startReceiver>>
let companyId: string
let live: string
let test: string
let ordersOnly: string
let rival: string
let project: Awaited<ReturnType<typeof insertProject>>

const key = (k: string) => ({ 'idempotency-key': k })
const retire = (quantityKg: number, extra: Record<string, unknown> = {}) => ({
  projectId: project.projectId,
  vintage: 2022,
  quantityKg,
  beneficiary: 'Example Shop GmbH',
  purpose: 'Checkout contribution',
  ...extra,
})
const liveRows = () =>
  ctx.database.db.select().from(retirements).where(eq(retirements.companyId, companyId))

beforeAll(async () => {
  ctx = await createTestApp({
    ...storageEnv(),
    WEBHOOK_WORKER: 'true',
    WEBHOOK_POLL_SECONDS: '0.5',
  })
  call = keyCaller(ctx.app)
  receiver = await startReceiver()
  const admin = await memberToken(ctx.app, 'rhea.retire@v1-retire-flow.com')
  const other = await memberToken(ctx.app, 'rick.rival@v1-retire-rival.com')
  companyId = admin.companyId
  live = (await createKey(ctx.app, admin.token, 'live')).secret
  test = (await createKey(ctx.app, admin.token, 'test')).secret
  ordersOnly = (await createKey(ctx.app, admin.token, 'live', ['orders:write'])).secret
  rival = (await createKey(ctx.app, other.token, 'live')).secret
  project = await insertProject(ctx.app, { credits: 50 })
  await ctx.database.db.insert(holdings).values({
    companyId,
    projectId: project.projectId,
    vintageId: project.vintageId,
    vintage: 2022,
    tonnes: 10,
  })
  const endpoint = await caller(ctx.app)('POST', '/api/webhooks/endpoints', admin.token, {
    url: receiver.url,
    events: ['retirement.confirmed', 'order.delivered'],
  })
  expect(endpoint.statusCode).toBe(201)
})
afterAll(async () => {
  await ctx.close()
  await receiver.close()
})

describe('v1 retirement idempotency', () => {
  it('answers the same retirement for the same key and body, and 409 for another body', async () => {
    const first = await call('POST', '/retirements', live, retire(2_000), key('retire-once-1'))
    expect(first.statusCode).toBe(201)
    const again = await call('POST', '/retirements', live, retire(2_000), key('retire-once-1'))
    expect(again.statusCode).toBe(200)
    expect(again.json().id).toBe(first.json().id)
    expect(await liveRows()).toHaveLength(1)
    const other = await call('POST', '/retirements', live, retire(3_000), key('retire-once-1'))
    expect(other.statusCode).toBe(409)
    expect(other.json().message).toMatch(/different retirement/)
    expect(await liveRows()).toHaveLength(1)
  })

  it('retires once when the same request arrives twice at the same time', async () => {
    const [a, b] = await Promise.all([
      call('POST', '/retirements', live, retire(1_000), key('retire-race-1')),
      call('POST', '/retirements', live, retire(1_000), key('retire-race-1')),
    ])
    expect([a.statusCode, b.statusCode].sort()).toContain(201)
    expect(await liveRows()).toHaveLength(2)
  })

  it('frees the key when the first request fails, so it can be retried', async () => {
    const over = await call('POST', '/retirements', live, retire(50_000), key('retire-retry-1'))
    expect(over.statusCode).toBe(400)
    const ok = await call('POST', '/retirements', live, retire(1_000), key('retire-retry-1'))
    expect(ok.statusCode).toBe(201)
  })

  it('refuses kilograms that are not whole tonnes for live holdings, and stores metadata', async () => {
    const odd = await call('POST', '/retirements', live, retire(1_500))
    expect(odd.statusCode).toBe(400)
    expect(odd.json().message).toMatch(/1500 kg/)
    const res = await call(
      'POST',
      '/retirements',
      live,
      retire(1_000, { metadata: { ref: 'A-1' } }),
    )
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({ quantityKg: 1_000, tonnes: 1, metadata: { ref: 'A-1' } })
    const got = await call('GET', `/retirements/${res.json().id}`, live)
    expect(got.json().metadata).toEqual({ ref: 'A-1' })
    const bad = await call('POST', '/retirements', live, retire(1_000, { metadata: { x: 1 } }))
    expect(bad.statusCode).toBe(400)
  })
})

describe('v1 retirement certificate with an API key', () => {
  it('hands the company a short-lived link, and nobody else', async () => {
    const [row] = await liveRows()
    const res = await call('GET', `/retirements/${row!.id}/certificate`, live)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      retirementId: row!.id,
      certificateNumber: row!.certificateNumber,
    })
    expect(res.json().url).toEqual(expect.any(String))
    expect(Date.parse(res.json().expiresAt)).toBeGreaterThan(Date.now())
    expect((await call('GET', `/retirements/${row!.id}/certificate`, rival)).statusCode).toBe(404)
    expect((await call('GET', `/retirements/${row!.id}/certificate`, ordersOnly)).statusCode).toBe(
      403,
    )
    expect((await call('GET', `/retirements/${row!.id}/certificate`, undefined)).statusCode).toBe(
      401,
    )
  })
})

describe('v1 retirements in test mode', () => {
  it('confirm on their own after a short delay with TEST- serials and their event', async () => {
    const order = await call(
      'POST',
      '/orders',
      test,
      { lines: [{ projectId: project.projectId, vintage: 2022, quantityKg: 500 }] },
      key('sandbox-order-1'),
    )
    expect(order.statusCode).toBe(201)
    const body = retire(250, { metadata: { ref: 'T-1' } })
    const res = await call('POST', '/retirements', test, body, key('sandbox-retire-1'))
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({ status: 'requested', inventory: 'sandbox', quantityKg: 250 })
    const again = await call('POST', '/retirements', test, body, key('sandbox-retire-1'))
    expect(again.statusCode).toBe(200)
    expect(again.json().id).toBe(res.json().id)
    const other = await call('POST', '/retirements', test, retire(1), key('sandbox-retire-1'))
    expect(other.statusCode).toBe(409)
    const rows = await ctx.database.db
      .select()
      .from(apiSandboxRetirements)
      .where(eq(apiSandboxRetirements.companyId, companyId))
    expect(rows).toHaveLength(1)
    expect((await call('POST', '/retirements', test, retire(251))).statusCode).toBe(400)

    const id = res.json().id as string
    await eventually(
      async () => (await call('GET', `/retirements/${id}`, test)).json().status === 'confirmed',
    )
    const confirmed = (await call('GET', `/retirements/${id}`, test)).json()
    expect(confirmed.serialStart).toMatch(/^TEST-2022-/)
    expect(confirmed.serialEnd).toMatch(/^TEST-2022-.*-250$/)
    await eventually(() => receiver.bodies.some((b) => b.type === 'retirement.confirmed'))
    const event = receiver.bodies.find((b) => b.type === 'retirement.confirmed')!
    expect(event.livemode).toBe(false)
    expect(event.data.retirement).toMatchObject({
      id,
      status: 'confirmed',
      metadata: { ref: 'T-1' },
    })
    expect((await call('GET', `/retirements/${id}/certificate`, test)).statusCode).toBe(404)
  })

  it('pages the retirement list', async () => {
    const first = await call('GET', '/retirements?limit=2', live)
    expect(first.json()).toMatchObject({ hasMore: true })
    const rest = await call('GET', `/retirements?limit=100&cursor=${first.json().nextCursor}`, live)
    const seen = [...first.json().data, ...rest.json().data].map((r: { id: string }) => r.id)
    expect(new Set(seen).size).toBe((await liveRows()).length)
  })
})
