import { randomUUID } from 'node:crypto'
import { PORTFOLIOS, portfolioPriceCents } from '@kelp/core/contributions'
import { eq, inArray, sum } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  contributionInvoices,
  contributionProjectPools,
  contributionRetirements,
  contributions,
  orders,
  projects,
} from '../../db/schema'
import {
  card,
  checkoutBody,
  postEvent,
  seedPortfolioProjects,
  setIssuedCredits,
} from '../../modules/contributions/testing'
import { caller, insertProject, memberToken, storageEnv } from '../fixtures'
import { createTestApp, type TestContext } from '../app'

/**
 * Contributions racing for scarce inventory, and repeated order submissions. On PostgreSQL
 * (a real connection pool) 200 contributions are paid at once; PGlite has one connection,
 * so the same assertions run with 40. The 200 parallel offer acceptances are proven by
 * modules/portfolio/concurrency.test.ts.
 */
const onPostgres = process.env.KELP_TEST_DB === 'postgres'
const CONTRIBUTIONS = onPostgres ? 200 : 40
const TONNES_PER_PROJECT = onPostgres ? 12 : 3
const SUBMITS = onPostgres ? 50 : 10

let ctx: TestContext
const ip = (i: number) => `10.${(i >> 8) & 255}.${i & 255}.7`

beforeAll(async () => {
  ctx = await createTestApp({ ...storageEnv(), RATE_LIMIT_PER_MINUTE: '100000' })
  await seedPortfolioProjects(ctx.database.db)
}, 120_000)
afterAll(() => ctx?.close())

function invoicePaid(contributionId: string) {
  const now = Math.floor(Date.now() / 1000)
  return {
    id: `evt_${randomUUID()}`,
    type: 'invoice.paid',
    created: now,
    data: {
      object: {
        id: `in_${randomUUID()}`,
        customer: `cus_${randomUUID().slice(0, 8)}`,
        customer_email: 'race@example.org',
        amount_paid: portfolioPriceCents('germany'),
        currency: 'eur',
        created: now,
        metadata: { contributionId, portfolio: 'germany', tonnes: '1' },
      },
    },
  }
}

describe(`${CONTRIBUTIONS} parallel contributions against scarce inventory (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('retires exactly the available tonnes, never below zero, one invoice per contribution', async () => {
    const db = ctx.database.db
    const slugs = PORTFOLIOS.germany.projects.map((p) => p.slug)
    const ids = await setIssuedCredits(db, slugs, TONNES_PER_PROJECT)
    const availableKg = ids.length * TONNES_PER_PROJECT * 1_000

    const sessions: { sessionId: string; contributionId: string }[] = []
    for (let i = 0; i < CONTRIBUTIONS; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/stripe/create-checkout-session',
        payload: checkoutBody({ emissionType: 'custom', tonnes: 1 }),
        remoteAddress: ip(i),
      })
      const { sessionId } = res.json() as { sessionId: string }
      const [row] = await db
        .select({ id: contributions.id })
        .from(contributions)
        .where(eq(contributions.checkoutSessionId, sessionId))
      sessions.push({ sessionId, contributionId: row!.id })
    }

    // Half pay in the sandbox checkout, half arrive as invoice.paid webhooks — each of those
    // delivered twice at once, as a retrying provider would.
    const answers = await Promise.all(
      sessions.flatMap(({ sessionId, contributionId }, i) => {
        if (i % 2 === 0)
          return [
            ctx.app.inject({
              method: 'POST',
              url: `/api/payments/sandbox/sessions/${sessionId}/pay`,
              payload: { ...card, email: `race.${i}@example.org`, cardNumber: '4242424242424242' },
              remoteAddress: ip(i),
            }),
          ]
        const event = invoicePaid(contributionId)
        return [postEvent(ctx.app, event), postEvent(ctx.app, event)]
      }),
    )
    expect(answers.filter((a) => a.statusCode >= 300).map((a) => a.body)).toEqual([])

    const left = await db
      .select({ credits: projects.creditsAvailable })
      .from(projects)
      .where(inArray(projects.id, ids))
    for (const { credits } of left) expect(credits).toBeGreaterThanOrEqual(0)
    const takenKg = availableKg - left.reduce((s, r) => s + r.credits * 1_000, 0)
    const [retired] = await db
      .select({ kg: sum(contributionRetirements.kg) })
      .from(contributionRetirements)
      .where(inArray(contributionRetirements.projectId, ids))
    const [pooled] = await db
      .select({ kg: sum(contributionProjectPools.kg) })
      .from(contributionProjectPools)
      .where(inArray(contributionProjectPools.projectId, ids))
    expect(Number(retired!.kg) + Number(pooled!.kg ?? 0)).toBe(takenKg)
    // Demand (CONTRIBUTIONS t) exceeds supply: exactly the available tonnes are retired.
    expect(Number(retired!.kg)).toBe(availableKg)
    const invoices = await db
      .select()
      .from(contributionInvoices)
      .where(
        inArray(
          contributionInvoices.contributionId,
          sessions.map((s) => s.contributionId),
        ),
      )
    expect(invoices).toHaveLength(CONTRIBUTIONS)
    for (const invoice of invoices) expect(invoice.kg + invoice.shortfallKg).toBe(1_000)
    console.log(
      `concurrency: ${answers.length} parallel payments/deliveries for ${CONTRIBUTIONS} t, ` +
        `${availableKg / 1000} t available, ${Number(retired!.kg) / 1000} t retired`,
    )
  }, 300_000)
})

describe(`${SUBMITS} parallel submits and a retry after a timeout place one order`, () => {
  it('answers every copy with the same order and stores one', async () => {
    const call = caller(ctx.app)
    const { token, companyId } = await memberToken(ctx.app, 'dora.double@race-submit.com')
    const project = await insertProject(ctx.app, { credits: 100 })
    const body = {
      cartItems: [{ projectId: project.projectId, vintage: project.year, tonnes: 4 }],
      idempotencyKey: `submit-${randomUUID()}`,
    }
    // The first request "times out" on the client: it is not awaited before the retries.
    const timedOut = call('POST', '/api/orbit/placeOrder', token, body)
    const copies = await Promise.all(
      Array.from({ length: SUBMITS }, () => call('POST', '/api/orbit/placeOrder', token, body)),
    )
    const retried = await call('POST', '/api/orbit/placeOrder', token, body)
    const all = [await timedOut, ...copies, retried]
    expect(all.filter((r) => ![200, 201].includes(r.statusCode)).map((r) => r.body)).toEqual([])
    expect(all.filter((r) => r.statusCode === 201)).toHaveLength(1)
    expect(new Set(all.map((r) => r.json().order.id)).size).toBe(1)
    const stored = await ctx.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.companyId, companyId))
    expect(stored).toHaveLength(1)
  }, 120_000)
})
