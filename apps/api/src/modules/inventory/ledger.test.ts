import { randomUUID } from 'node:crypto'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BUCKETS, type Balances } from '@kelp/core/inventory'
import { createTestApp, type TestContext } from '../../test/app'
import { insertProject, memberToken } from '../../test/fixtures'
import { availableKg, companyBalances, release, reserve, sell } from './ledger-service'
import * as repo from './repository'
import { listTestLot } from './testing'
import { projectVintages, projects } from '../../db/schema'
import { eq } from 'drizzle-orm'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestApp()
})
afterAll(() => ctx.close())

const key = () => randomUUID()

async function emptyProject() {
  const p = await insertProject(ctx.app, { credits: 0, year: 2019 })
  return p.projectId
}

async function projection(projectId: string, year: number) {
  const db = ctx.app.database.db
  const [v] = await db
    .select()
    .from(projectVintages)
    .where(eq(projectVintages.projectId, projectId))
    .then((rows) => rows.filter((r) => r.year === year))
  const [p] = await db.select().from(projects).where(eq(projects.id, projectId))
  return { vintage: v, project: p! }
}

describe('ledger service', () => {
  it('lists, reserves cheapest first, releases and sells, keeping the projection in step', async () => {
    const projectId = await emptyProject()
    const cheap = await listTestLot(ctx.app, projectId, { kg: 1500, priceCentsPerTonne: 2000 })
    const dear = await listTestLot(ctx.app, projectId, { kg: 3000, priceCentsPerTonne: 3000 })
    let view = await projection(projectId, 2022)
    expect(view.vintage).toMatchObject({ creditsAvailable: 4, priceCents: 2000, status: 'issued' })
    expect(view.project).toMatchObject({
      availability: 'issued',
      creditsAvailable: 4,
      minPriceCents: 2000,
    })

    const reserved = await reserve(ctx.app.deps, {
      projectId,
      vintage: 2022,
      kg: 2000,
      reference: 'order-1',
      idempotencyKey: 'r-1',
    })
    expect(reserved.allocations.map((a) => [a.lotId, a.kg])).toEqual([
      [cheap.id, 1500],
      [dear.id, 500],
    ])
    expect(reserved.amountCents).toBe(3000 + 1500)
    view = await projection(projectId, 2022)
    expect(view.vintage).toMatchObject({ creditsAvailable: 2, priceCents: 3000 })

    // The same key again: the same reservation, nothing new written.
    const again = await reserve(ctx.app.deps, {
      projectId,
      vintage: 2022,
      kg: 2000,
      reference: 'order-1',
      idempotencyKey: 'r-1',
    })
    expect(again.replayed).toBe(true)
    expect(await availableKg(ctx.app.deps, { projectId })).toBe(2500)
    await expect(
      reserve(ctx.app.deps, {
        projectId,
        vintage: 2022,
        kg: 1000,
        reference: 'order-1',
        idempotencyKey: 'r-1',
      }),
    ).rejects.toMatchObject({ code: 'conflict' })

    const { companyId } = await memberToken(ctx.app, `buyer-${key()}@ledger.example`)
    const sold = await sell(ctx.app.deps, {
      reference: 'order-1',
      companyId,
      idempotencyKey: 's-1',
    })
    expect(sold.kg).toBe(2000)
    const balances = await companyBalances(ctx.app.deps, { companyId })
    expect(balances.map((b) => b.heldKg).sort()).toEqual([1500, 500])
    await expect(
      sell(ctx.app.deps, { reference: 'order-1', companyId, idempotencyKey: 's-2' }),
    ).rejects.toMatchObject({ code: 'conflict' })

    await reserve(ctx.app.deps, {
      lotId: dear.id,
      kg: 2500,
      reference: 'order-2',
      idempotencyKey: 'r-2',
    })
    expect((await projection(projectId, 2022)).project).toMatchObject({
      availability: 'information',
      creditsAvailable: 0,
      minPriceCents: null,
    })
    const released = await release(ctx.app.deps, { reference: 'order-2', idempotencyKey: 'rel-2' })
    expect(released.kg).toBe(2500)
    expect(await availableKg(ctx.app.deps, { lotId: dear.id })).toBe(2500)
  })

  it('refuses more than is left, and fractional or non-positive kilograms, writing nothing', async () => {
    const projectId = await emptyProject()
    const lot = await listTestLot(ctx.app, projectId, { kg: 1000 })
    await expect(
      reserve(ctx.app.deps, { lotId: lot.id, kg: 1001, reference: 'x', idempotencyKey: key() }),
    ).rejects.toMatchObject({ code: 'conflict' })
    for (const kg of [0, -5, 1.5]) {
      await expect(
        reserve(ctx.app.deps, { lotId: lot.id, kg, reference: 'x', idempotencyKey: key() }),
      ).rejects.toMatchObject({ code: 'bad_request' })
    }
    expect(await availableKg(ctx.app.deps, { lotId: lot.id })).toBe(1000)
  })

  it('never creates or loses a kilogram, nor lets a bucket go below zero, whatever the sequence', async () => {
    const { companyId } = await memberToken(ctx.app, `prop-${key()}@ledger.example`)
    const op = fc.oneof(
      fc.record({
        op: fc.constant('reserve' as const),
        lot: fc.nat(1),
        kg: fc.integer({ min: -10, max: 2500 }),
        ref: fc.nat(3),
      }),
      fc.record({ op: fc.constant('release' as const), ref: fc.nat(3) }),
      fc.record({ op: fc.constant('sell' as const), ref: fc.nat(3) }),
    )
    await fc.assert(
      fc.asyncProperty(fc.array(op, { maxLength: 12 }), fc.nat(1000), async (ops, seed) => {
        const projectId = await emptyProject()
        const lots = [
          await listTestLot(ctx.app, projectId, { kg: 3000 + seed, priceCentsPerTonne: 2000 }),
          await listTestLot(ctx.app, projectId, { kg: 2000, priceCentsPerTonne: 2500 }),
        ]
        const listed = lots.reduce((s, l) => s + l.quantityKg, 0)
        for (const o of ops) {
          const reference = `${projectId}:${o.ref}`
          try {
            if (o.op === 'reserve')
              await reserve(ctx.app.deps, {
                lotId: lots[o.lot]!.id,
                kg: o.kg * 1000,
                reference,
                idempotencyKey: key(),
              })
            else if (o.op === 'release')
              await release(ctx.app.deps, { reference, idempotencyKey: key() })
            else await sell(ctx.app.deps, { reference, companyId, idempotencyKey: key() })
          } catch (error) {
            expect((error as { code?: string }).code).toMatch(/conflict|bad_request/)
          }
          const all = await repo.lotBalances(
            ctx.app.database.db,
            lots.map((l) => l.id),
          )
          let total = 0
          for (const b of all.values()) {
            for (const bucket of BUCKETS)
              expect(b[bucket as keyof Balances]).toBeGreaterThanOrEqual(0)
            total += BUCKETS.reduce((s, k) => s + b[k], 0)
          }
          expect(total).toBe(listed)
        }
      }),
      { numRuns: 25 },
    )
  })
})
