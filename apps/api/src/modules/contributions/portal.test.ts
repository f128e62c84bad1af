import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sandboxPortalSessions, webhookEvents } from '../../db/schema'
import { createTestApp, type TestContext } from '../../test/app'
import { card, checkoutBody, contribute, mailsTo, seedPortfolioProjects } from './testing'

const monthly = checkoutBody({ emissionType: 'custom', tonnes: 12 }, 'germany', 'monthly')
const EMAIL = 'card.change@example.org'

describe('sandbox customer portal', () => {
  let ctx: TestContext
  let token: string
  let customerId: string
  let subscriptionId: string
  beforeAll(async () => {
    ctx = await createTestApp()
    await seedPortfolioProjects(ctx.database.db)
    // The first payment succeeds; renewals with this test card fail until it is replaced.
    await contribute(ctx.app, EMAIL, monthly, '4000 0000 0000 0341')
    await ctx.app.inject({
      method: 'POST',
      url: '/api/contribution/dashboard',
      payload: { email: EMAIL },
    })
    const [mail] = await mailsTo(ctx.database.db, EMAIL)
    const code = /dashboard\?code=([\w-]+)/.exec(mail!.text)![1]
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/stripe/validate-magic-link',
      payload: { code },
    })
    token = res.json().token
    customerId = res.json().dashboard.customerId
    subscriptionId = res.json().dashboard.contributions[0].subscriptionId
  })
  afterAll(() => ctx.close())

  async function openPortal(returnUrl = '/contribute/dashboard') {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/stripe/create-customer-portal-session',
      headers: { 'x-contribution-token': token },
      payload: { customerId, returnUrl },
    })
    expect(res.statusCode).toBe(200)
    return res.json().url.split('/').pop() as string
  }
  const view = (id: string) => ctx.app.inject({ url: `/api/payments/sandbox/portal/${id}` })
  const change = (id: string, cardNumber: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/portal/${id}/payment-method`,
      payload: { ...card, cardNumber },
    })
  const advance = () =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/subscriptions/${subscriptionId}/advance`,
    })

  it('shows the card on file and where to return', async () => {
    const id = await openPortal('/de/contribute/dashboard')
    expect((await view(id)).json()).toEqual({
      id,
      email: EMAIL,
      cardLast4: '0341',
      locale: 'de',
      returnUrl: '/de/contribute/dashboard',
    })
    expect((await view('bps_sbx_unknown')).statusCode).toBe(404)
  })

  it('comes back to the same page whatever host name the browser used', async () => {
    // The configured origin is localhost; a visitor on 127.0.0.1 opens the portal all the same.
    const id = await openPortal('http://127.0.0.1:3225/de/contribute/dashboard?from=portal')
    expect((await view(id)).json().returnUrl).toBe('/de/contribute/dashboard?from=portal')
  })

  it('refuses invalid and declined cards and keeps the old one', async () => {
    const id = await openPortal()
    expect((await change(id, '4242 4242 4242 4241')).statusCode).toBe(400)
    const declined = await change(id, '4000 0000 0000 0002')
    expect(declined.statusCode).toBe(402)
    expect(declined.json().message).toMatch(/declined/)
    expect((await view(id)).json().cardLast4).toBe('0341')
  })

  it('puts a new card on file: renewals use it, and the provider reports the change', async () => {
    expect((await advance()).json().invoiceStatus).toBe('failed')
    const id = await openPortal()
    const res = await change(id, '5555 5555 5555 4444')
    expect(res.json()).toEqual({ status: 'updated', cardLast4: '4444' })
    expect((await view(id)).json().cardLast4).toBe('4444')
    expect((await advance()).json().invoiceStatus).toBe('paid')
    const types = (await ctx.database.db.select().from(webhookEvents)).map((e) => e.type)
    expect(types).toEqual(expect.arrayContaining(['payment_method.attached', 'customer.updated']))
  })

  it('expires portal links after an hour', async () => {
    const id = await openPortal()
    await ctx.database.db
      .update(sandboxPortalSessions)
      .set({ createdAt: new Date(Date.now() - 61 * 60 * 1000) })
      .where(eq(sandboxPortalSessions.id, id))
    expect((await view(id)).statusCode).toBe(404)
    expect((await change(id, '4242 4242 4242 4242')).statusCode).toBe(404)
  })
})
