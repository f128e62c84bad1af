import { quoteTonnes } from '@kelp/core/contributions'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contributionMagicLinks } from '../../db/schema'
import { createTestApp, type TestContext } from '../../test/app'
import { customerByEmail } from './repository'
import { checkoutBody, contribute, mailsTo, seedPortfolioProjects } from './testing'
import { sha256 } from '../auth'
import { tamper } from '../../test/tamper'

const monthly = checkoutBody({ emissionType: 'custom', tonnes: 12 }, 'germany', 'monthly')

describe('contribution dashboard', () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestApp()
    await seedPortfolioProjects(ctx.database.db)
  })
  afterAll(() => ctx.close())

  const requestLink = (email: string, url = '/api/contribution/dashboard') =>
    ctx.app.inject({ method: 'POST', url, payload: { email } })
  const codeFrom = (text: string) => /dashboard\?code=([\w-]+)/.exec(text)![1]!
  async function session(email: string) {
    await requestLink(email)
    const [mail] = await mailsTo(ctx.database.db, email)
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/stripe/validate-magic-link',
      payload: { code: codeFrom(mail!.text) },
    })
    return res.json() as {
      token: string
      dashboard: {
        customerId: string
        contributions: {
          subscriptionId: string
          amount: number
          tonnes: number
          active: boolean
          history: { invoiceId: string; status: string }[]
        }[]
      }
    }
  }
  const withToken = (token: string) => ({ 'x-contribution-token': token })

  it('answers the same for known and unknown e-mails, and mails only the known', async () => {
    await contribute(ctx.app, 'known@example.org', monthly)
    const before = (await mailsTo(ctx.database.db, 'known@example.org')).length
    const known = await requestLink('known@example.org')
    const unknown = await requestLink('nobody@example.org', '/api/stripe/resend-magic-link')
    expect(known.statusCode).toBe(200)
    expect(unknown.statusCode).toBe(200)
    expect(known.body).toBe(unknown.body)
    expect((await mailsTo(ctx.database.db, 'known@example.org')).length).toBe(before + 1)
    expect(await mailsTo(ctx.database.db, 'nobody@example.org')).toHaveLength(0)
    expect((await requestLink('not-an-email')).statusCode).toBe(400)
  })

  it('magic links work once and expire', async () => {
    await requestLink('known@example.org')
    const [mail] = await mailsTo(ctx.database.db, 'known@example.org')
    expect(mail!.text).toContain('http://localhost:3000/contribute/dashboard?code=')
    const code = codeFrom(mail!.text)
    const validate = () =>
      ctx.app.inject({ method: 'POST', url: '/api/stripe/validate-magic-link', payload: { code } })
    const first = await validate()
    expect(first.statusCode).toBe(200)
    expect(first.json().dashboard.email).toBe('known@example.org')
    const second = await validate()
    expect(second.statusCode).toBe(400)
    expect(second.json().message).toContain('expired or was already used')

    const customer = await customerByEmail(ctx.database.db, 'known@example.org')
    const old = 'x'.repeat(43)
    await ctx.database.db.insert(contributionMagicLinks).values({
      customerId: customer!.id,
      codeHash: sha256(old),
      expiresAt: new Date(Date.now() - 1000),
    })
    const expired = await ctx.app.inject({
      method: 'POST',
      url: '/api/stripe/validate-magic-link',
      payload: { code: old },
    })
    expect(expired.statusCode).toBe(400)
  })

  it('protects the dashboard with the token and shows the history', async () => {
    expect((await ctx.app.inject({ url: '/api/contribution/dashboard' })).statusCode).toBe(401)
    const { token } = await session('known@example.org')
    const forged = tamper(token)
    expect(
      (await ctx.app.inject({ url: '/api/contribution/dashboard', headers: withToken(forged) }))
        .statusCode,
    ).toBe(401)
    const res = await ctx.app.inject({
      url: '/api/contribution/dashboard',
      headers: withToken(token),
    })
    expect(res.statusCode).toBe(200)
    const [c] = res.json().contributions
    expect(c).toMatchObject({ frequency: 'monthly', status: 'paid', active: true, tonnes: 12 })
    expect(c.history).toHaveLength(1)
  })

  it('adjusts, renews and cancels a monthly contribution', async () => {
    const { token, dashboard } = await session('known@example.org')
    const sub = dashboard.contributions[0]!.subscriptionId
    const modify = (payload: object, t = token) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/stripe/modify-subscription',
        headers: withToken(t),
        payload,
      })
    const price = quoteTonnes(30, 'international', 'monthly').amountCents
    const base = { subscriptionId: sub, emissions: 30, portfolio: 'international', locale: 'en' }
    expect((await modify({ ...base, amount: price + 1 })).statusCode).toBe(400)
    expect((await modify({ ...base, emissions: 501, amount: price })).statusCode).toBe(400)
    expect((await modify({ ...base, amount: price })).json()).toEqual({ status: 'requested' })

    await contribute(ctx.app, 'other@example.org', monthly)
    const other = await session('other@example.org')
    expect((await modify({ ...base, amount: price }, other.token)).statusCode).toBe(404)

    const advanced = await ctx.app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/subscriptions/${sub}/advance`,
    })
    expect(advanced.json().invoiceStatus).toBe('paid')
    let view = (
      await ctx.app.inject({ url: '/api/contribution/dashboard', headers: withToken(token) })
    ).json()
    expect(view.contributions[0]).toMatchObject({
      amount: price,
      tonnes: 30,
      portfolio: 'international',
      status: 'paid',
    })
    expect(view.contributions[0].history.map((h: { status: string }) => h.status)).toEqual([
      'paid',
      'paid',
    ])

    const certificate = (invoiceId: string, t: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/contribution/retirement-certificate',
        headers: withToken(t),
        payload: { invoice_id: invoiceId, locale: 'en' },
      })
    const invoiceId = view.contributions[0].history[0].invoiceId
    expect((await certificate(invoiceId, token)).statusCode).toBe(200)
    expect((await certificate(invoiceId, other.token)).statusCode).toBe(403)

    const portal = (payload: object, headers: Record<string, string> = withToken(token)) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/stripe/create-customer-portal-session',
        headers,
        payload,
      })
    const customerId = view.customerId
    // The sandbox's own customer portal, in the return page's language.
    expect((await portal({ customerId, returnUrl: '/de/contribute/dashboard' })).json()).toEqual({
      url: expect.stringMatching(/^\/de\/contribute\/portal\/bps_sbx_[0-9a-f]{24}$/),
    })
    // Only the path of an absolute address counts: the way back is always on this site.
    expect((await portal({ customerId, returnUrl: 'https://evil.example/x' })).json()).toEqual({
      url: expect.stringMatching(/^\/contribute\/portal\/bps_sbx_/),
    })
    for (const returnUrl of ['//evil.example/x', 'javascript:alert(1)', 'dashboard']) {
      expect((await portal({ customerId, returnUrl })).statusCode).toBe(400)
    }
    expect(
      (await portal({ customerId: other.dashboard.customerId, returnUrl: '/' })).statusCode,
    ).toBe(403)
    expect((await portal({ customerId, returnUrl: '/' }, {})).statusCode).toBe(401)

    const cancel = await ctx.app.inject({
      method: 'POST',
      url: '/api/contribution/cancel-subscription',
      headers: withToken(token),
      payload: { subscriptionId: sub },
    })
    expect(cancel.json()).toEqual({ status: 'requested' })
    view = (
      await ctx.app.inject({ url: '/api/contribution/dashboard', headers: withToken(token) })
    ).json()
    expect(view.contributions[0]).toMatchObject({ active: false, nextBillingDate: null })
    expect(view.contributions[0].canceledAt).not.toBeNull()
    const again = await ctx.app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/subscriptions/${sub}/advance`,
    })
    expect(again.statusCode).toBe(404)
  })

  it('fails renewals of the 0341 test card', async () => {
    const { sessionId } = await contribute(
      ctx.app,
      'renewal@example.org',
      monthly,
      '4000 0000 0000 0341',
    )
    const status = (
      await ctx.app.inject({ url: `/api/stripe/checkout-session?session_id=${sessionId}` })
    ).json()
    expect(status.status).toBe('paid')
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/subscriptions/${status.subscriptionId}/advance`,
    })
    expect(res.json().invoiceStatus).toBe('failed')
    const after = (
      await ctx.app.inject({ url: `/api/stripe/checkout-session?session_id=${sessionId}` })
    ).json()
    expect(after.status).toBe('failed')
  })
})
