import { PORTFOLIOS, portfolioPriceCents } from '@kelp/core/contributions'
import { randomUUID } from 'node:crypto'
import { count, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  contributionInvoices,
  contributionProjectPools,
  contributionRetirements,
  contributions,
  projects,
  webhookEvents,
} from '../../db/schema'
import { createTestApp, type TestContext } from '../../test/app'
import { catalogue } from '../projects'
import { checkoutBody, postEvent, seedPortfolioProjects, setIssuedCredits } from './testing'

/** What one tonne of the 'germany' portfolio costs (its weighted project prices). */
const ONE_TONNE_CENTS = portfolioPriceCents('germany')

const now = () => Math.floor(Date.now() / 1000)
const evt = (type: string, object: object, created = now()) => ({
  id: `evt_${randomUUID()}`,
  type,
  created,
  data: { object },
})

function invoice(contributionId: string, extra: Record<string, unknown> = {}) {
  return {
    id: `in_${randomUUID()}`,
    object: 'invoice',
    customer: 'cus_test_1',
    customer_email: 'ada@example.org',
    amount_paid: ONE_TONNE_CENTS,
    amount_due: ONE_TONNE_CENTS,
    currency: 'eur',
    created: now(),
    metadata: { contributionId, portfolio: 'germany', tonnes: '1' },
    ...extra,
  }
}

describe('payments webhook', () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestApp()
    await seedPortfolioProjects(ctx.database.db)
  })
  afterAll(() => ctx.close())
  const db = () => ctx.database.db

  async function draft(body = checkoutBody({ emissionType: 'custom', tonnes: 1 })) {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/stripe/create-checkout-session',
      payload: body,
    })
    const [row] = await db()
      .select()
      .from(contributions)
      .where(eq(contributions.checkoutSessionId, res.json().sessionId))
    return row!
  }
  const invoicesOf = (id: string) =>
    db().select().from(contributionInvoices).where(eq(contributionInvoices.contributionId, id))
  const statusOf = async (id: string) =>
    (await db().select().from(contributions).where(eq(contributions.id, id)))[0]!

  it('rejects a bad signature with 400 and writes nothing', async () => {
    const c = await draft()
    const event = evt('invoice.paid', invoice(c.id))
    const forged = await postEvent(ctx.app, event, 'whsec_wrong')
    expect(forged.statusCode).toBe(400)
    expect(forged.json().message).toBe('Invalid webhook signature.')
    const unsigned = await ctx.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(event),
    })
    expect(unsigned.statusCode).toBe(400)
    const [events] = await db()
      .select({ n: count() })
      .from(webhookEvents)
      .where(eq(webhookEvents.eventId, event.id))
    expect(events!.n).toBe(0)
    expect(await invoicesOf(c.id)).toHaveLength(0)
    expect((await statusOf(c.id)).status).toBe('draft')
  })

  it('records events about unknown contributions and rejects malformed ones', async () => {
    const stray = evt('invoice.paid', invoice(randomUUID()))
    expect((await postEvent(ctx.app, stray)).statusCode).toBe(200)
    const [events] = await db()
      .select({ n: count() })
      .from(webhookEvents)
      .where(eq(webhookEvents.eventId, stray.id))
    expect(events!.n).toBe(1)
    const malformed = await postEvent(ctx.app, { hello: 'world' })
    expect(malformed.statusCode).toBe(400)
    expect(malformed.json().message).toBe('The webhook payload is not a valid event.')
  })

  it('processes the same event three times into one invoice', async () => {
    const c = await draft()
    const event = evt('invoice.paid', invoice(c.id))
    const answers = await Promise.all([1, 2, 3].map(() => postEvent(ctx.app, event)))
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200])
    const rows = await invoicesOf(c.id)
    expect(rows).toHaveLength(1)
    const parts = await db()
      .select()
      .from(contributionRetirements)
      .where(eq(contributionRetirements.invoiceId, rows[0]!.id))
    expect(parts.reduce((s, p) => s + p.kg, 0)).toBe(1_000)
    expect((await statusOf(c.id)).status).toBe('paid')
  })

  it('tolerates events out of order', async () => {
    const c = await draft(
      checkoutBody({ emissionType: 'custom', tonnes: 12 }, 'germany', 'monthly'),
    )
    const sub = `sub_${randomUUID()}`
    const meta = { contributionId: c.id, portfolio: 'germany', tonnes: '12' }
    const paid = invoice('', {
      metadata: {},
      amount_paid: ONE_TONNE_CENTS,
      subscription: null,
      parent: { subscription_details: { subscription: sub, metadata: meta } },
      lines: { data: [{ period: { start: now(), end: now() + 30 * 86_400 } }] },
    })
    expect((await postEvent(ctx.app, evt('invoice.paid', paid))).statusCode).toBe(200)
    let row = await statusOf(c.id)
    expect(row).toMatchObject({ status: 'paid', subscriptionId: sub })
    expect(row.nextBillingAt).not.toBeNull()

    const session = {
      id: c.checkoutSessionId,
      mode: 'subscription',
      customer: 'cus_test_1',
      subscription: sub,
      customer_details: { email: 'ada@example.org' },
      metadata: meta,
    }
    await postEvent(ctx.app, evt('checkout.session.completed', session))
    expect((await statusOf(c.id)).status).toBe('paid')

    const subscription = (amount: number, tonnes: string) => ({
      id: sub,
      customer: 'cus_test_1',
      status: 'active',
      metadata: { ...meta, tonnes },
      items: { data: [{ price: { unit_amount: amount }, current_period_end: now() + 86_400 }] },
    })
    await postEvent(
      ctx.app,
      evt('customer.subscription.updated', subscription(11_763, '20'), now() + 20),
    )
    await postEvent(
      ctx.app,
      evt('customer.subscription.updated', subscription(999, '2'), now() + 10),
    )
    row = await statusOf(c.id)
    expect(row).toMatchObject({ amountCents: 11_763, tonnesPerYear: 20 })

    // A renewal that failed, reported after a later one that paid: paid stays.
    const later = invoice('', { ...paid, id: `in_${randomUUID()}`, created: now() + 60 })
    const earlierFailed = invoice('', {
      ...paid,
      id: `in_${randomUUID()}`,
      created: now() + 30,
      amount_paid: 0,
    })
    await postEvent(ctx.app, evt('invoice.paid', later))
    await postEvent(ctx.app, evt('invoice.payment_failed', earlierFailed))
    expect((await statusOf(c.id)).status).toBe('paid')

    await postEvent(
      ctx.app,
      evt(
        'customer.subscription.deleted',
        { ...subscription(11_763, '20'), status: 'canceled' },
        now() + 90,
      ),
    )
    expect((await statusOf(c.id)).canceledAt).not.toBeNull()
  })

  it('marks a failed payment failed, retires nothing, and lets a retry pay', async () => {
    const c = await draft()
    const failed = invoice(c.id, { amount_paid: 0 })
    await postEvent(ctx.app, evt('invoice.payment_failed', failed))
    expect((await statusOf(c.id)).status).toBe('failed')
    const [row] = await invoicesOf(c.id)
    expect(row).toMatchObject({ status: 'failed', kg: 0 })
    expect(
      await db()
        .select()
        .from(contributionRetirements)
        .where(eq(contributionRetirements.invoiceId, row!.id)),
    ).toHaveLength(0)

    await postEvent(
      ctx.app,
      evt('invoice.paid', { ...failed, amount_paid: ONE_TONNE_CENTS, created: now() + 5 }),
    )
    await postEvent(ctx.app, evt('invoice.payment_failed', failed))
    const rows = await invoicesOf(c.id)
    expect(rows.map((r) => [r.status, r.kg])).toEqual([['paid', 1_000]])
    expect((await statusOf(c.id)).status).toBe('paid')
  })

  it('spills to the next project when one runs short, and records a shortfall at the end', async () => {
    const slugs = PORTFOLIOS.germany.projects.map((p) => p.slug)
    const greensand = PORTFOLIOS.germany.projects[1]!.slug
    const [gsId] = await setIssuedCredits(db(), [greensand], 0)
    // Earlier invoices left part of a tonne in its pool: empty it too.
    await db().delete(contributionProjectPools).where(eq(contributionProjectPools.projectId, gsId!))
    const c = await draft(checkoutBody({ emissionType: 'custom', tonnes: 10 }))
    await postEvent(
      ctx.app,
      evt('invoice.paid', invoice(c.id, { amount_paid: 10 * ONE_TONNE_CENTS })),
    )
    const [inv] = await invoicesOf(c.id)
    const parts = await db()
      .select({ slug: projects.slug, kg: contributionRetirements.kg })
      .from(contributionRetirements)
      .innerJoin(projects, eq(projects.id, contributionRetirements.projectId))
      .where(eq(contributionRetirements.invoiceId, inv!.id))
    expect(parts.find((p) => p.slug === greensand)).toBeUndefined()
    expect(parts.reduce((s, p) => s + p.kg, 0)).toBe(10_000)
    expect(inv!.shortfallKg).toBe(0)

    await setIssuedCredits(db(), slugs, 1)
    const d = await draft(checkoutBody({ emissionType: 'custom', tonnes: 10 }))
    await postEvent(
      ctx.app,
      evt('invoice.paid', invoice(d.id, { amount_paid: 10 * ONE_TONNE_CENTS })),
    )
    const [short] = await invoicesOf(d.id)
    expect(short!.kg + short!.shortfallKg).toBe(10_000)
    expect(short!.shortfallKg).toBeGreaterThan(0)
    const left = await db()
      .select({ n: projects.creditsAvailable })
      .from(projects)
      .where(inArray(projects.slug, slugs))
    for (const { n } of left) expect(n).toBeGreaterThanOrEqual(0)
  })

  it('defines portfolios from real catalogue projects with their prices', () => {
    for (const portfolio of Object.values(PORTFOLIOS)) {
      for (const p of portfolio.projects) {
        const project = catalogue.find((x) => x.slug === p.slug)
        expect(project, p.slug).toBeDefined()
        expect(p.name).toBe(project!.name)
        expect(p.countryCode).toBe(project!.countryCode)
        expect(Number.isInteger(p.priceCents) && p.priceCents > 0).toBe(true)
      }
    }
    // No German project in the data has issued credits, so the portfolio holds none.
    const germanIssued = catalogue.filter(
      (p) => p.countryCode === 'DE' && p.vintages.some((v) => v.status === 'issued'),
    )
    expect(germanIssued).toEqual([])
    expect(PORTFOLIOS.germany.projects.some((p) => p.countryCode === 'DE')).toBe(false)
  })
})
