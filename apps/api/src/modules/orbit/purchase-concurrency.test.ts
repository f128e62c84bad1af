import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { holdings, projectVintages } from '../../db/schema'
import { SERVICE_BUSY } from '../../lib/unavailable'
import { createTestApp, type TestContext } from '../../test/app'
import { caller, insertProject, memberToken, staffToken, storageEnv } from '../../test/fixtures'

/**
 * Self-service buyers racing for the last tonnes. On PostgreSQL (KELP_TEST_DB=postgres) 100
 * companies buy 1 t each of the last 50 t at once over a connection pool; PGlite has one
 * connection, so the same assertions run with 20 buyers for 7 t to keep the file quick.
 */
const onPostgres = process.env.KELP_TEST_DB === 'postgres'
const BUYERS = onPostgres ? 100 : 20
const AVAILABLE = onPostgres ? 50 : 7

let ctx: TestContext
let call: ReturnType<typeof caller>
let project: Awaited<ReturnType<typeof insertProject>>
const tokens: string[] = []

beforeAll(async () => {
  ctx = await createTestApp({ ...storageEnv(), RATE_LIMIT_PER_MINUTE: '100000' })
  call = caller(ctx.app)
  const staff = await staffToken(ctx.app, 'ops@race-kelp.com')
  project = await insertProject(ctx.app, { credits: AVAILABLE, priceCents: 3100 })
  for (let i = 0; i < BUYERS; i++) {
    const buyer = await memberToken(ctx.app, `buyer.${i}@self-race-${i}.com`)
    await call('PUT', `/api/admin/companies/${buyer.companyId}/credit-line`, staff, {
      limitCents: 1_000_000,
    })
    tokens.push(buyer.token)
  }
}, 180_000)
afterAll(() => ctx.close())

describe(`${BUYERS} buyers at once for the last ${AVAILABLE} t (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('sells exactly the tonnes there are, each once', async () => {
    const bodies = tokens.map(() => ({
      cartItems: [{ projectId: project.projectId, vintage: project.year, tonnes: 1 }],
      paymentMethod: 'invoice',
      idempotencyKey: `race-${randomUUID()}`,
    }))
    const buy = (i: number) => call('POST', '/api/orbit/purchase', tokens[i], bodies[i])
    let results = await Promise.all(tokens.map((_, i) => buy(i)))
    // A burst larger than the pool may be shed with 503 "busy" (never a 500); those buyers
    // send the same request (same idempotency key) again, as the message asks.
    const shed = new Set<string>()
    for (let round = 0; round < 10 && results.some((r) => r.statusCode === 503); round++) {
      results.filter((r) => r.statusCode === 503).forEach((r) => shed.add(r.json().message))
      results = await Promise.all(results.map((r, i) => (r.statusCode === 503 ? buy(i) : r)))
    }
    expect([...shed].filter((m) => m !== SERVICE_BUSY.en)).toEqual([])
    // A purchase that committed before its answer was shed is answered 200 (replayed) on the
    // retry with the same key: it counts once, as bought.
    expect(
      results.filter((r) => ![200, 201, 409].includes(r.statusCode)).map((r) => r.body),
    ).toEqual([])
    const bought = results.filter((r) => r.statusCode === 201 || r.statusCode === 200)
    expect(new Set(bought.map((r) => r.json().order.id)).size).toBe(AVAILABLE)
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(BUYERS - AVAILABLE)

    const db = ctx.database.db
    const [vintage] = await db
      .select()
      .from(projectVintages)
      .where(eq(projectVintages.id, project.vintageId))
    expect(vintage!.creditsAvailable).toBe(0)
    const [held] = await db
      .select({ t: sql<string>`coalesce(sum(${holdings.tonnes}), 0)::text` })
      .from(holdings)
      .where(eq(holdings.projectId, project.projectId))
    expect(Number(held!.t)).toBe(AVAILABLE)
    const [sold] = await db
      .execute<{ kg: string }>(
        sql`select coalesce(sum(kg), 0)::text as kg from ledger_movements where kind = 'sold'`,
      )
      .then((r) => (Array.isArray(r) ? r : (r as { rows: { kg: string }[] }).rows))
    expect(Number(sold!.kg)).toBe(AVAILABLE * 1000)
  }, 180_000)
})
