import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestContext } from '../../test/app'
import { insertProject } from '../../test/fixtures'
import { availableKg, reserve } from './ledger-service'
import * as repo from './repository'
import { listTestLot } from './testing'

/**
 * Reservations racing for the last tonnes of a lot. On PostgreSQL (KELP_TEST_DB=postgres) 100
 * reservations of one tonne each run at once over a connection pool on the last 50 t; PGlite
 * has one connection, so the same assertions run there as a smaller race.
 */
const onPostgres = process.env.KELP_TEST_DB === 'postgres'
const BUYERS = onPostgres ? 100 : 20
const LEFT_T = onPostgres ? 50 : 7

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestApp()
})
afterAll(() => ctx.close())

describe(`${BUYERS} concurrent reservations on the last ${LEFT_T} t`, () => {
  it('reserves exactly what is left, once each, never below zero', async () => {
    const { projectId } = await insertProject(ctx.app, { credits: 0, year: 2019 })
    // Two lots of one vintage, so the race also spans an allocation across lots.
    const first = await listTestLot(ctx.app, projectId, { kg: 20_000, priceCentsPerTonne: 2000 })
    const second = await listTestLot(ctx.app, projectId, {
      kg: LEFT_T * 1000 - 20_000 > 0 ? LEFT_T * 1000 - 20_000 : 1000,
      priceCentsPerTonne: 2100,
    })
    const listed = first.quantityKg + second.quantityKg
    const outcomes = await Promise.allSettled(
      Array.from({ length: BUYERS }, () =>
        reserve(ctx.app.deps, {
          projectId,
          vintage: 2022,
          kg: 1000,
          reference: `checkout-${randomUUID()}`,
          idempotencyKey: randomUUID(),
        }),
      ),
    )
    const won = outcomes.filter((o) => o.status === 'fulfilled')
    const lost = outcomes.filter((o) => o.status === 'rejected')
    expect(won.length).toBe(Math.min(BUYERS, listed / 1000))
    for (const o of lost) expect((o.reason as { code?: string }).code).toBe('conflict')
    expect(await availableKg(ctx.app.deps, { projectId })).toBe(listed - won.length * 1000)
    const balances = await repo.lotBalances(ctx.app.database.db, [first.id, second.id])
    for (const b of balances.values()) expect(b.available).toBeGreaterThanOrEqual(0)
    const reservedKg = [...balances.values()].reduce((s, b) => s + b.reserved, 0)
    expect(reservedKg).toBe(won.length * 1000)
  }, 120_000)
})
