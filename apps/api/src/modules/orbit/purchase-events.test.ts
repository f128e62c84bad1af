import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signPayload } from '../../adapters/payments'
import { holdings } from '../../db/schema'
import { createTestApp, type TestContext } from '../../test/app'
import { caller, insertProject, memberToken, storageEnv } from '../../test/fixtures'

let ctx: TestContext
let call: ReturnType<typeof caller>

beforeAll(async () => {
  ctx = await createTestApp(storageEnv())
  call = caller(ctx.app)
})
afterAll(() => ctx.close())

/** Posts a provider event, signed as the provider signs it, to the one webhook endpoint. */
async function deliver(type: string, object: Record<string, unknown>, id = `evt_${randomUUID()}`) {
  const created = Math.floor(Date.now() / 1000)
  const raw = JSON.stringify({ id, type, created, data: { object } })
  const secret = ctx.app.deps.payments.provider.webhookSecret
  return ctx.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': signPayload(secret, raw, created),
    },
    payload: raw,
  })
}

async function placed(email: string, tonnes: number) {
  const buyer = await memberToken(ctx.app, email)
  const project = await insertProject(ctx.app, { credits: 10 })
  const res = await call('POST', '/api/orbit/purchase', buyer.token, {
    cartItems: [{ projectId: project.projectId, vintage: project.year, tonnes }],
    paymentMethod: 'card',
    idempotencyKey: `key-${randomUUID()}`,
  })
  const { order } = res.json()
  const metadata = {
    purpose: 'order',
    orderId: order.id,
    orderNumber: order.number,
    tonnes: String(tonnes),
  }
  const held = async () => {
    const [row] = await ctx.app.database.db
      .select({ tonnes: holdings.tonnes })
      .from(holdings)
      .where(
        and(eq(holdings.companyId, buyer.companyId), eq(holdings.projectId, project.projectId)),
      )
    return row?.tonnes ?? 0
  }
  const state = async () =>
    (await call('GET', `/api/orbit/orders/${order.id}`, buyer.token)).json().order.status
  return { metadata, held, state }
}

describe('payment events of self-service orders', () => {
  it('delivers once per event id, whatever the number of deliveries', async () => {
    const { metadata, held, state } = await placed('eve.admin@event-buyer.com', 4)
    const id = `evt_${randomUUID()}`
    const paid = { object: 'checkout.session', payment_status: 'paid', metadata }
    expect((await deliver('checkout.session.completed', paid, id)).statusCode).toBe(200)
    expect((await deliver('checkout.session.completed', paid, id)).statusCode).toBe(200)
    // A second event of its own id for the same order changes nothing either.
    await deliver('checkout.session.completed', paid)
    expect(await state()).toBe('delivered')
    expect(await held()).toBe(4)
  })

  it('waits for SEPA Direct Debit to settle, then delivers', async () => {
    const { metadata, held, state } = await placed('sepp.admin@sepa-buyer.com', 3)
    await deliver('checkout.session.completed', { payment_status: 'unpaid', metadata })
    expect(await state()).toBe('awaiting_payment')
    expect(await held()).toBe(0)
    await deliver('checkout.session.async_payment_succeeded', { payment_status: 'paid', metadata })
    expect(await state()).toBe('delivered')
    expect(await held()).toBe(3)
  })

  it('releases on a failed debit and ignores a late success', async () => {
    const { metadata, held, state } = await placed('fay.admin@failed-buyer.com', 2)
    await deliver('checkout.session.async_payment_failed', { metadata })
    expect(await state()).toBe('payment_failed')
    await deliver('checkout.session.async_payment_succeeded', { payment_status: 'paid', metadata })
    expect(await state()).toBe('payment_failed')
    expect(await held()).toBe(0)
  })

  it('refuses an unsigned event and changes nothing', async () => {
    const { metadata, state } = await placed('uma.admin@unsigned-buyer.com', 1)
    const raw = JSON.stringify({
      id: 'evt_forged',
      type: 'checkout.session.completed',
      created: 1,
      data: { object: { payment_status: 'paid', metadata } },
    })
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      payload: raw,
    })
    expect(res.statusCode).toBe(400)
    expect(await state()).toBe('awaiting_payment')
  })
})
