import { PORTFOLIOS, portfolioPriceCents } from '@kelp/core/contributions'
import { randomUUID } from 'node:crypto'
import { eq, inArray, sum } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  contributionInvoices,
  contributionProjectPools,
  contributionRetirements,
  contributions,
  projects,
} from '../../db/schema'
import { createTestApp, type TestContext } from '../../test/app'
import { checkoutBody, postEvent, seedPortfolioProjects, setIssuedCredits } from './testing'

/** What one tonne of the 'germany' portfolio costs (its weighted project prices). */
const ONE_TONNE_CENTS = portfolioPriceCents('germany')

const PARALLEL = 24
const CREDITS_PER_PROJECT = 2

// Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL with a real connection pool.
describe('inventory under parallel paid invoices', () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestApp()
    await seedPortfolioProjects(ctx.database.db)
  })
  afterAll(() => ctx.close())

  it('never goes below zero and accounts for every kilogram', async () => {
    const db = ctx.database.db
    const slugs = PORTFOLIOS.germany.projects.map((p) => p.slug)
    const ids = await setIssuedCredits(db, slugs, CREDITS_PER_PROJECT)
    const initialKg = ids.length * CREDITS_PER_PROJECT * 1_000

    const drafts: string[] = []
    for (let i = 0; i < PARALLEL; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/stripe/create-checkout-session',
        payload: checkoutBody({ emissionType: 'custom', tonnes: 1 }),
      })
      const [row] = await db
        .select({ id: contributions.id })
        .from(contributions)
        .where(eq(contributions.checkoutSessionId, res.json().sessionId))
      drafts.push(row!.id)
    }
    const answers = await Promise.all(
      drafts.map((contributionId) =>
        postEvent(ctx.app, {
          id: `evt_${randomUUID()}`,
          type: 'invoice.paid',
          created: Math.floor(Date.now() / 1000),
          data: {
            object: {
              id: `in_${randomUUID()}`,
              customer: 'cus_parallel',
              customer_email: 'parallel@example.org',
              amount_paid: ONE_TONNE_CENTS,
              currency: 'eur',
              created: Math.floor(Date.now() / 1000),
              metadata: { contributionId, portfolio: 'germany', tonnes: '1' },
            },
          },
        }),
      ),
    )
    expect(answers.map((a) => a.statusCode)).toEqual(drafts.map(() => 200))

    const left = await db
      .select({ credits: projects.creditsAvailable })
      .from(projects)
      .where(inArray(projects.id, ids))
    for (const { credits } of left) expect(credits).toBeGreaterThanOrEqual(0)
    const takenKg = initialKg - left.reduce((s, r) => s + r.credits * 1_000, 0)
    const [retired] = await db
      .select({ kg: sum(contributionRetirements.kg) })
      .from(contributionRetirements)
      .where(inArray(contributionRetirements.projectId, ids))
    const [pooled] = await db
      .select({ kg: sum(contributionProjectPools.kg) })
      .from(contributionProjectPools)
      .where(inArray(contributionProjectPools.projectId, ids))
    expect(Number(retired!.kg) + Number(pooled!.kg)).toBe(takenKg)
    const invoices = await db
      .select()
      .from(contributionInvoices)
      .where(inArray(contributionInvoices.contributionId, drafts))
    expect(invoices).toHaveLength(PARALLEL)
    expect(invoices.reduce((s, i) => s + i.kg, 0)).toBe(Number(retired!.kg))
    for (const i of invoices) expect(i.kg + i.shortfallKg).toBe(1_000)
    // 10 t available, 24 t asked for: the first 10 t are retired, the rest is shortfall.
    expect(Number(retired!.kg)).toBe(initialKg)
  })
})
