import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SANDBOX_TEST_CARDS } from '@kelp/core/contributions'
import { projectVintages } from '../../db/schema'
import { createTestApp, type TestContext } from '../../test/app'
import { caller, insertProject, memberToken, staffToken, storageEnv } from '../../test/fixtures'
import { lastMailTo } from '../auth/testing'

let ctx: TestContext
let call: ReturnType<typeof caller>
let staff: string

beforeAll(async () => {
  ctx = await createTestApp(storageEnv())
  call = caller(ctx.app)
  staff = await staffToken(ctx.app, 'ops@kelp.test')
})
afterAll(() => ctx.close())

const key = () => `key-${randomUUID()}`
const body = (p: { projectId: string; year: number }, tonnes: number, paymentMethod = 'card') => ({
  cartItems: [{ projectId: p.projectId, vintage: p.year, tonnes }],
  paymentMethod,
  idempotencyKey: key(),
})
/** Tonnes of the project's vintage still for sale, read from the database. */
const available = async (projectId: string, _token?: string) => {
  const [row] = await ctx.app.database.db
    .select({ n: projectVintages.creditsAvailable })
    .from(projectVintages)
    .where(eq(projectVintages.projectId, projectId))
  return row!.n
}

async function pay(url: string, card: string) {
  const sessionId = url.split('/').pop()!
  return ctx.app.inject({
    method: 'POST',
    url: `/api/payments/sandbox/sessions/${sessionId}/pay`,
    payload: {
      email: 'buyer@example.org',
      name: 'Pat',
      cardNumber: card,
      expiry: '12/34',
      cvc: '123',
    },
  })
}

describe('self-service purchase', () => {
  it('pays by card in the sandbox: tonnes delivered, invoice issued, receipt queued', async () => {
    const buyer = await memberToken(ctx.app, 'ada.admin@card-buyer.com')
    const project = await insertProject(ctx.app, { credits: 40, priceCents: 2000 })
    const options = await call('GET', '/api/orbit/purchase-options', buyer.token)
    expect(options.json()).toMatchObject({
      limits: { maxOrderCents: 2_500_000, maxOrderTonnes: 2000 },
      canPurchase: true,
      billingComplete: true,
      creditLine: null,
      paymentMethods: ['card'],
    })
    const placed = await call('POST', '/api/orbit/purchase', buyer.token, body(project, 10))
    expect(placed.statusCode).toBe(201)
    const { order, checkoutUrl } = placed.json()
    expect(order).toMatchObject({ status: 'awaiting_payment', channel: 'self_service' })
    // 10 t × €20 = €200 net, 19 % German VAT: €238 charged.
    expect(order.payment).toMatchObject({ method: 'card', amountDueCents: 23800, paidAt: null })
    expect(checkoutUrl).toMatch(/^\/contribute\/pay\/cs_sbx_/)
    // Reserved: nobody else can buy these 10 t while the payment is open.
    expect(await available(project.projectId)).toBe(30)
    expect((await call('GET', '/api/orbit/cart', buyer.token)).json().items).toHaveLength(0)
    const session = await ctx.app.inject({
      url: `/api/payments/sandbox/sessions/${checkoutUrl.split('/').pop()}`,
    })
    expect(session.json()).toMatchObject({
      amount: 23800,
      orderNumber: order.number,
      portfolio: null,
    })

    const paid = await pay(checkoutUrl, SANDBOX_TEST_CARDS.success)
    expect(paid.statusCode).toBe(200)
    expect(paid.json().redirectUrl).toBe(
      `/orbit/orders/${order.id}?session_id=${checkoutUrl.split('/').pop()}`,
    )
    const after = (await call('GET', `/api/orbit/orders/${order.id}`, buyer.token)).json().order
    expect(after.status).toBe('delivered')
    expect(after.payment.paidAt).not.toBeNull()
    expect(after.offer).toMatchObject({ status: 'accepted', subtotalCents: 20000 })
    const portfolio = (await call('GET', '/api/portfolio-manager', buyer.token)).json()
    expect(JSON.stringify(portfolio)).toContain(project.name)
    const mail = await lastMailTo(ctx.app, 'ada.admin@card-buyer.com')
    expect(mail.subject).toContain(order.number)
    expect(mail.subject).toContain('credits delivered')
  })

  it('releases the reservation when the card is declined, and says so in German', async () => {
    const buyer = await memberToken(ctx.app, 'dora.admin@declined-buyer.com')
    const project = await insertProject(ctx.app, { credits: 30, priceCents: 1500 })
    const placed = await call('POST', '/api/orbit/purchase', buyer.token, body(project, 30))
    const { order, checkoutUrl } = placed.json()
    const declined = await ctx.app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/sessions/${checkoutUrl.split('/').pop()}/pay`,
      headers: { 'accept-language': 'de' },
      payload: {
        email: 'b@example.org',
        name: 'P',
        cardNumber: SANDBOX_TEST_CARDS.declined,
        expiry: '12/34',
        cvc: '123',
      },
    })
    expect(declined.statusCode).toBe(402)
    expect(declined.json().message).toMatch(/abgelehnt/i)
    const after = (await call('GET', `/api/orbit/orders/${order.id}`, buyer.token)).json().order
    expect(after.status).toBe('payment_failed')
    expect(after.payment.releasedAt).not.toBeNull()
    expect(await available(project.projectId)).toBe(30)
    // The 30 t are for sale again, and the closed payment page takes no second attempt.
    const again = await call('POST', '/api/orbit/purchase', buyer.token, body(project, 30))
    expect(again.statusCode).toBe(201)
    expect((await pay(checkoutUrl, SANDBOX_TEST_CARDS.success)).statusCode).toBe(409)
  })

  it('releases the reservation when the buyer abandons the payment page', async () => {
    const buyer = await memberToken(ctx.app, 'abe.admin@abandon-buyer.com')
    const project = await insertProject(ctx.app, { credits: 5 })
    const { order, checkoutUrl } = (
      await call('POST', '/api/orbit/purchase', buyer.token, body(project, 5))
    ).json()
    const abandoned = await ctx.app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/sessions/${checkoutUrl.split('/').pop()}/abandon`,
    })
    expect(abandoned.json().redirectUrl).toBe(`/orbit/orders/${order.id}?payment=cancelled`)
    const after = (await call('GET', `/api/orbit/orders/${order.id}`, buyer.token)).json().order
    expect(after.status).toBe('expired')
    expect(
      (await call('POST', '/api/orbit/purchase', buyer.token, body(project, 5))).statusCode,
    ).toBe(201)
  })

  it('buys on invoice within an approved credit line, delivered at once', async () => {
    const buyer = await memberToken(ctx.app, 'ina.admin@invoice-buyer.com')
    const project = await insertProject(ctx.app, { credits: 100, priceCents: 10000 })
    const refused = await call(
      'POST',
      '/api/orbit/purchase',
      buyer.token,
      body(project, 1, 'invoice'),
    )
    expect(refused.statusCode).toBe(400)
    expect(refused.json().message).toContain('not approved to buy on invoice')
    const path = `/api/admin/companies/${buyer.companyId}/credit-line`
    expect((await call('PUT', path, buyer.token, { limitCents: 100_000 })).statusCode).toBe(403)
    const line = await call('PUT', path, staff, { limitCents: 100_000 })
    expect(line.json().creditLine).toEqual({
      limitCents: 100_000,
      outstandingCents: 0,
      availableCents: 100_000,
    })
    const placed = await call(
      'POST',
      '/api/orbit/purchase',
      buyer.token,
      body(project, 5, 'invoice'),
    )
    expect(placed.statusCode).toBe(201)
    const { order, checkoutUrl } = placed.json()
    expect(checkoutUrl).toBeNull()
    expect(order).toMatchObject({
      status: 'delivered',
      payment: { method: 'invoice', amountDueCents: 59500, paidAt: null },
    })
    // €595 of €1,000 used: a second order of €595 is over the line, and changes nothing.
    const before = await available(project.projectId, buyer.token)
    const over = await call('POST', '/api/orbit/purchase', buyer.token, body(project, 5, 'invoice'))
    expect(over.statusCode).toBe(400)
    expect(over.json().message).toContain('€405.00')
    expect(await available(project.projectId, buyer.token)).toBe(before)
    // Once the operator records the payment, the line is free again.
    const settled = await call('POST', `/api/admin/orders/${order.id}/invoice-paid`, staff)
    expect(settled.json().order.payment.paidAt).not.toBeNull()
    expect((await call('GET', path, staff)).json().creditLine.availableCents).toBe(100_000)
  })

  it('refuses over the limits, forward credits, members without rights and bad quantities', async () => {
    const buyer = await memberToken(ctx.app, 'lea.admin@limit-buyer.com')
    const member = await memberToken(ctx.app, 'max.member@limit-buyer.com', { role: 'member' })
    const project = await insertProject(ctx.app, { credits: 5000, priceCents: 100 })
    const forward = await insertProject(ctx.app, { credits: 50, status: 'forward' })
    const before = await available(project.projectId, buyer.token)

    const tooMany = await call('POST', '/api/orbit/purchase', buyer.token, body(project, 2001))
    expect(tooMany.statusCode).toBe(400)
    expect(tooMany.json().message).toContain('2,000 t')
    const de = await ctx.app.inject({
      method: 'POST',
      url: '/api/orbit/purchase',
      headers: { authorization: `Bearer ${buyer.token}`, 'accept-language': 'de' },
      payload: body(project, 2001),
    })
    expect(de.json().message).toContain('Selbstbedienungsgrenze von 2.000 t')

    expect(
      (
        await call('PUT', '/api/admin/self-service/limits', buyer.token, {
          maxOrderCents: 10_000,
          maxOrderTonnes: 2000,
        })
      ).statusCode,
    ).toBe(403)
    await call('PUT', '/api/admin/self-service/limits', staff, {
      maxOrderCents: 10_000,
      maxOrderTonnes: 2000,
    })
    const tooDear = await call('POST', '/api/orbit/purchase', buyer.token, body(project, 101))
    expect(tooDear.statusCode).toBe(400)
    expect(tooDear.json().message).toContain('€100.00')
    await call('PUT', '/api/admin/self-service/limits', staff, {
      maxOrderCents: 2_500_000,
      maxOrderTonnes: 2000,
    })

    const fwd = await call('POST', '/api/orbit/purchase', buyer.token, body(forward, 1))
    expect(fwd.statusCode).toBe(400)
    expect(fwd.json().message).toContain('Forward credits')
    const rights = await call('POST', '/api/orbit/purchase', member.token, body(project, 1))
    expect(rights.statusCode).toBe(403)
    expect(
      (await call('GET', '/api/orbit/purchase-options', member.token)).json().canPurchase,
    ).toBe(false)
    for (const tonnes of [0, -1, 1.5]) {
      const bad = await call('POST', '/api/orbit/purchase', buyer.token, body(project, tonnes))
      expect(bad.statusCode).toBe(400)
      expect(bad.json().message).toMatch(/Tonnes/)
    }
    expect(
      (await call('POST', '/api/orbit/purchase', undefined, body(project, 1))).statusCode,
    ).toBe(401)
    expect(await available(project.projectId, buyer.token)).toBe(before)
  })

  it('answers a repeated key with the same purchase, and hides other companies’ orders', async () => {
    const buyer = await memberToken(ctx.app, 'kim.admin@replay-buyer.com')
    const rival = await memberToken(ctx.app, 'rob.admin@replay-rival.com')
    const project = await insertProject(ctx.app, { credits: 20 })
    const request = body(project, 4)
    const first = await call('POST', '/api/orbit/purchase', buyer.token, request)
    const second = await call('POST', '/api/orbit/purchase', buyer.token, request)
    expect(second.statusCode).toBe(200)
    expect(second.json()).toMatchObject({ replayed: true, checkoutUrl: first.json().checkoutUrl })
    expect(second.json().order.id).toBe(first.json().order.id)
    expect(await available(project.projectId, buyer.token)).toBe(16)
    const id = first.json().order.id
    expect((await call('GET', `/api/orbit/orders/${id}`, rival.token)).statusCode).toBe(404)
    expect((await call('GET', `/api/orbit/orders/${randomUUID()}`, buyer.token)).statusCode).toBe(
      404,
    )
  })
})
