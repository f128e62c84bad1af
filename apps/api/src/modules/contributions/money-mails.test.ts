import { quoteTonnes } from '@kelp/core/contributions'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestContext } from '../../test/app'
import { card, checkoutBody, contribute, mailsTo, seedPortfolioProjects } from './testing'

// A German contributor whose renewals are declined until the card is replaced.
const monthly = checkoutBody({ emissionType: 'custom', tonnes: 12 }, 'germany', 'monthly', 'de')
const EMAIL = 'lena.geld@example.org'

describe('mail when a contribution changes, a payment fails or the card changes', () => {
  let ctx: TestContext
  let token: string
  let customerId: string
  let subscriptionId: string
  beforeAll(async () => {
    ctx = await createTestApp()
    await seedPortfolioProjects(ctx.database.db)
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

  const latest = async (subject: RegExp) =>
    (await mailsTo(ctx.database.db, EMAIL)).filter((m) => subject.test(m.subject))
  const advance = () =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/subscriptions/${subscriptionId}/advance`,
    })

  it('tells of a declined renewal in German: nothing charged, and where to change the card', async () => {
    // The first checkout itself changes neither the amount nor the card.
    expect(await latest(/Zahlungsmethode|beträgt jetzt|fehlgeschlagen/)).toEqual([])
    expect((await advance()).json().invoiceStatus).toBe('failed')
    const mails = await latest(/fehlgeschlagen/)
    expect(mails).toHaveLength(1)
    const amount = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(
      monthly.amount / 100,
    )
    expect(mails[0]!.subject).toBe(`Zahlung über ${amount} fehlgeschlagen – nichts wurde abgebucht`)
    expect(mails[0]!.html).toContain('lang="de"')
    expect(mails[0]!.text).toContain('Es wurde nichts abgebucht')
    expect(mails[0]!.text).toMatch(/\/de\/contribute\/dashboard\?code=[\w-]+/)
  })

  it('confirms a new card on file', async () => {
    const portal = await ctx.app.inject({
      method: 'POST',
      url: '/api/stripe/create-customer-portal-session',
      headers: { 'x-contribution-token': token },
      payload: { customerId, returnUrl: '/de/contribute/dashboard' },
    })
    const id = portal.json().url.split('/').pop() as string
    const changed = await ctx.app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/portal/${id}/payment-method`,
      payload: { ...card, cardNumber: '5555 5555 5555 4444' },
    })
    expect(changed.statusCode).toBe(200)
    const [mail] = await latest(/Zahlungsmethode/)
    expect(mail!.subject).toBe('Neue Zahlungsmethode für Ihren Klimabeitrag')
    expect(mail!.text).toContain('neue Karte hinterlegt')
  })

  it('tells the old and the new monthly amount once the provider confirms the change', async () => {
    const price = quoteTonnes(25, 'germany', 'monthly').amountCents
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/stripe/modify-subscription',
      headers: { 'x-contribution-token': token },
      payload: { subscriptionId, emissions: 25, portfolio: 'germany', amount: price, locale: 'de' },
    })
    expect(res.json()).toEqual({ status: 'requested' })
    const eur = (cents: number) =>
      new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(cents / 100)
    const [mail] = await latest(/beträgt jetzt/)
    expect(mail!.subject).toBe(`Ihr monatlicher Klimabeitrag beträgt jetzt ${eur(price)}`)
    expect(mail!.text).toContain(`von ${eur(monthly.amount)} auf ${eur(price)} geändert`)
    // A renewal at the unchanged price is no change: no second mail.
    expect((await advance()).json().invoiceStatus).toBe('paid')
    expect(await latest(/beträgt jetzt/)).toHaveLength(1)
  })
})
