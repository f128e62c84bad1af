import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { holdings, offers, projectVintages, purchases } from '../../db/schema'
import { SERVICE_BUSY } from '../../lib/unavailable'
import { createTestApp, type TestContext } from '../../test/app'
import { caller, insertProject, memberToken, staffToken, storageEnv } from '../../test/fixtures'

/**
 * Acceptances racing for scarce inventory. On PostgreSQL (KELP_TEST_DB=postgres) 200
 * companies accept at once over a connection pool; PGlite has one connection, so the same
 * assertions run with 20 to keep the file quick.
 */
const onPostgres = process.env.KELP_TEST_DB === 'postgres'
const BUYERS = onPostgres ? 200 : 20
const AVAILABLE = onPostgres ? 50 : 7

let ctx: TestContext
let call: ReturnType<typeof caller>
let project: Awaited<ReturnType<typeof insertProject>>
const tokens: string[] = []

beforeAll(async () => {
  // Every request comes from one test IP: lift the global per-IP limit for this race.
  ctx = await createTestApp({ ...storageEnv(), RATE_LIMIT_PER_MINUTE: '100000' })
  call = caller(ctx.app)
  const staff = await staffToken(ctx.app, 'olga.operator@kelp-ops.com')
  project = await insertProject(ctx.app, { credits: AVAILABLE, priceCents: 3100 })
  const buyer = async (i: number) => {
    const { token } = await memberToken(ctx.app, `buyer.${i}@race-${i}.com`)
    const placed = await call('POST', '/api/orbit/placeOrder', token, {
      cartItems: [{ projectId: project.projectId, vintage: project.year, tonnes: 1 }],
    })
    const offer = await call('POST', `/api/admin/orders/${placed.json().order.id}/offer`, staff, {})
    if (offer.statusCode !== 201) throw new Error(offer.body)
    return token
  }
  for (let i = 0; i < BUYERS; i += 10) {
    const batch = Array.from({ length: Math.min(10, BUYERS - i) }, (_, k) => buyer(i + k))
    tokens.push(...(await Promise.all(batch)))
  }
}, 180_000)
afterAll(() => ctx.close())

describe(`${BUYERS} concurrent acceptances against ${AVAILABLE} t (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('sells exactly the available tonnes and never goes below zero', async () => {
    const accept = (t: string) => call('POST', '/api/portfolio-manager/acceptOffer', t)
    let results = await Promise.all(tokens.map(accept))
    // A burst larger than the pool can wait for may be shed with 503 "busy" (never a 500);
    // those buyers try again, as the message asks, until each has its answer.
    const shed = new Set<string>()
    for (let round = 0; round < 10 && results.some((r) => r.statusCode === 503); round++) {
      results.filter((r) => r.statusCode === 503).forEach((r) => shed.add(r.json().message))
      results = await Promise.all(
        results.map((r, i) => (r.statusCode === 503 ? accept(tokens[i]!) : r)),
      )
    }
    expect([...shed].filter((m) => m !== SERVICE_BUSY.en)).toEqual([])
    expect(results.filter((r) => ![200, 409].includes(r.statusCode)).map((r) => r.body)).toEqual([])
    const statuses = results.map((r) => r.statusCode)
    expect(statuses.filter((s) => s === 200)).toHaveLength(AVAILABLE)
    expect(statuses.filter((s) => s === 409)).toHaveLength(BUYERS - AVAILABLE)
    const conflict = results.find((r) => r.statusCode === 409)!
    expect(conflict.json().message).toContain('Only 0 t')

    const db = ctx.database.db
    const [vintage] = await db
      .select()
      .from(projectVintages)
      .where(eq(projectVintages.id, project.vintageId))
    expect(vintage!.creditsAvailable).toBe(0)
    const [held] = await db
      .select({ t: sql<string>`coalesce(sum(${holdings.tonnes}), 0)::text` })
      .from(holdings)
    expect(Number(held!.t)).toBe(AVAILABLE)
    const [bought] = await db
      .select({ t: sql<string>`coalesce(sum(${purchases.tonnes}), 0)::text` })
      .from(purchases)
    expect(Number(bought!.t)).toBe(AVAILABLE)
    // Every accepted offer has an invoice, numbered 1…n of its year without a gap. The year is
    // the one the acceptances booked (no fixed clock here: with a faked Date this load turned
    // the pool's "busy" into "cannot reach"; see test/clock.ts).
    const years = await db.selectDistinct({ year: purchases.year }).from(purchases)
    expect(years).toHaveLength(1)
    const numbers = (
      await db.select({ n: offers.invoiceNumber }).from(offers).where(eq(offers.status, 'accepted'))
    )
      .map((r) => r.n!)
      .sort()
    expect(numbers).toEqual(
      Array.from(
        { length: AVAILABLE },
        (_, i) => `INV-${years[0]!.year}-${String(i + 1).padStart(6, '0')}`,
      ),
    )
  }, 180_000)

  it('accepts one offer once even when its admin double-submits', async () => {
    const extra = await insertProject(ctx.app, { credits: 100 })
    const staff = await staffToken(ctx.app, 'olga.operator@kelp-ops.com')
    const { token } = await memberToken(ctx.app, 'double.click@race-double.com')
    const placed = await call('POST', '/api/orbit/placeOrder', token, {
      cartItems: [{ projectId: extra.projectId, vintage: extra.year, tonnes: 5 }],
    })
    await call('POST', `/api/admin/orders/${placed.json().order.id}/offer`, staff, {})
    const results = await Promise.all(
      Array.from({ length: 10 }, () => call('POST', '/api/portfolio-manager/acceptOffer', token)),
    )
    const statuses = results.map((r) => r.statusCode).sort()
    expect(statuses.filter((s) => s === 200)).toHaveLength(1)
    expect(statuses.filter((s) => s === 404)).toHaveLength(9)
    const [vintage] = await ctx.database.db
      .select()
      .from(projectVintages)
      .where(eq(projectVintages.id, extra.vintageId))
    expect(vintage!.creditsAvailable).toBe(95)
  })
})
