import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { holdings, webhookDeliveries } from '../../db/schema'
import { createTestApp, type TestContext } from '../../test/app'
import { caller, insertProject, memberToken, staffToken, storageEnv } from '../../test/fixtures'

let ctx: TestContext
let call: ReturnType<typeof caller>
let buyer: Awaited<ReturnType<typeof memberToken>>
let staff: string
let all: string
let ordersOnly: string
let otherCompany: string

const vcu = (first: number, last: number) =>
  `11022-${first}-${last}-VCS-VCU-263-VER-KE-14-2250-01012022-31122022-0`

async function endpoint(token: string, events: string[]) {
  const res = await call('POST', '/api/webhooks/endpoints', token, {
    url: 'https://hooks.example-buyer.com/kelp',
    events,
  })
  expect(res.statusCode).toBe(201)
  return res.json().endpoint.id as string
}

/** The event types delivered to an endpoint so far, oldest first. */
async function typesFor(endpointId: string) {
  const rows = await ctx.database.db
    .select({ type: webhookDeliveries.eventType, at: webhookDeliveries.createdAt })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(webhookDeliveries.createdAt)
  return rows.map((r) => r.type)
}

async function eventually(check: () => Promise<boolean>) {
  const end = Date.now() + 10_000
  while (Date.now() < end) {
    if (await check()) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('condition not reached in time')
}

beforeAll(async () => {
  ctx = await createTestApp(storageEnv())
  call = caller(ctx.app)
  buyer = await memberToken(ctx.app, 'eva.events@event-buyer.com')
  staff = await staffToken(ctx.app, 'otto.operator@kelp-ops.com')
  all = await endpoint(buyer.token, [
    'order.placed',
    'order.paid',
    'order.delivered',
    'offer.ready',
    'retirement.confirmed',
    'certificate.ready',
  ])
  ordersOnly = await endpoint(buyer.token, ['order.placed'])
  const other = await memberToken(ctx.app, 'oli.other@other-buyer.com')
  otherCompany = await endpoint(other.token, ['order.placed', 'offer.ready'])
  // A fresh migrated database and the app take long on a loaded two-core machine.
}, 180_000)
afterAll(() => ctx.close())

describe('events emitted by the services after commit', () => {
  it('order.placed and offer.ready reach the subscribed endpoints of the company only', async () => {
    const project = await insertProject(ctx.app, { credits: 50 })
    const placed = await call('POST', '/api/orbit/placeOrder', buyer.token, {
      cartItems: [{ projectId: project.projectId, vintage: project.year, tonnes: 2 }],
    })
    expect(placed.statusCode).toBe(201)
    const orderId = placed.json().order.id as string
    const offer = await call('POST', `/api/admin/orders/${orderId}/offer`, staff, {})
    expect(offer.statusCode).toBe(201)

    await eventually(async () => (await typesFor(all)).length === 2)
    expect(await typesFor(all)).toEqual(['order.placed', 'offer.ready'])
    expect(await typesFor(ordersOnly)).toEqual(['order.placed'])
    expect(await typesFor(otherCompany)).toEqual([])
    const [delivery] = await ctx.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, all))
      .orderBy(webhookDeliveries.createdAt)
    expect(JSON.parse(delivery!.body)).toMatchObject({
      type: 'order.placed',
      companyId: buyer.companyId,
      data: { order: { id: orderId } },
    })
  })

  it('order.paid and order.delivered follow the acceptance of the offer, as the API shows it', async () => {
    const accepted = await call('POST', '/api/portfolio-manager/acceptOffer', buyer.token)
    expect(accepted.statusCode).toBe(200)
    await eventually(async () => (await typesFor(all)).length === 4)
    expect((await typesFor(all)).slice(2)).toEqual(['order.paid', 'order.delivered'])
    const rows = await ctx.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, all))
      .orderBy(webhookDeliveries.createdAt)
    const [paid, delivered] = rows.slice(2).map((r) => JSON.parse(r.body))
    expect(paid).toMatchObject({ livemode: true, data: { order: { status: 'paid' } } })
    expect(delivered.data.order).toMatchObject({ status: 'delivered', quantityKg: 2_000 })
    expect(delivered.data.order.deliveredAt).not.toBeNull()
  })

  it('retirement.confirmed and certificate.ready follow the operator’s confirmation', async () => {
    const project = await insertProject(ctx.app, { credits: 50 })
    await ctx.database.db.insert(holdings).values({
      companyId: buyer.companyId,
      projectId: project.projectId,
      vintageId: project.vintageId,
      vintage: project.year,
      tonnes: 10,
    })
    const retired = await call('POST', '/api/portfolio/retirements', buyer.token, {
      projectId: project.projectId,
      vintage: project.year,
      tonnes: 10,
      beneficiary: 'Event Buyer GmbH',
    })
    expect(retired.statusCode).toBe(201)
    const id = retired.json().id as string
    const confirmed = await call('POST', `/api/admin/retirements/${id}/confirm`, staff, {
      serialStart: vcu(1, 10),
      serialEnd: vcu(1, 10),
      registryReference: 'VCS-RET-1',
    })
    expect(confirmed.statusCode).toBe(200)

    await eventually(async () => (await typesFor(all)).length === 6)
    expect((await typesFor(all)).slice(4)).toEqual(['retirement.confirmed', 'certificate.ready'])
    const rows = await ctx.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.eventType, 'certificate.ready'))
    expect(JSON.parse(rows[0]!.body).data.certificate).toMatchObject({
      retirementId: id,
      verificationUrl: expect.stringMatching(/\/verify\/[A-Za-z0-9_-]{22}$/),
    })
    expect(await typesFor(ordersOnly)).toEqual(['order.placed'])
  })
})
