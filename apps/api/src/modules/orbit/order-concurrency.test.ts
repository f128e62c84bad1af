import { eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cartItems, mailOutbox, orderItems, orders } from '../../db/schema'
import { createTestApp, type TestContext } from '../../test/app'
import type { CompanyCaller } from '../auth'
import { insertProject, memberToken, storageEnv } from '../../test/fixtures'
import { placeOrder } from './order-service'

// Orders placed at the same moment are each their own transaction; these tests call the service
// directly so that they certainly overlap (on PostgreSQL, on separate pooled connections).
let ctx: TestContext
let buyer: CompanyCaller
let rival: CompanyCaller
let project: Awaited<ReturnType<typeof insertProject>>

const callerOf = async (email: string, locale: 'en' | 'de' = 'en'): Promise<CompanyCaller> => {
  const member = await memberToken(ctx.app, email, { locale })
  return {
    userId: member.userId,
    sessionId: '',
    email,
    locale,
    companyId: member.companyId,
    role: 'admin',
    portfolioAccess: true,
  }
}

beforeAll(async () => {
  ctx = await createTestApp(storageEnv())
  buyer = await callerOf('berta.batch@batch-buyer.com')
  rival = await callerOf('rolf.batch@batch-rival.com', 'de')
  project = await insertProject(ctx.app, { credits: 50, priceCents: 1200 })
})
afterAll(() => ctx.close())

const place = (caller: CompanyCaller, tonnes: number, idempotencyKey?: string) =>
  placeOrder(ctx.app.deps, {
    caller,
    body: {
      cartItems: [{ projectId: project.projectId, vintage: project.year, tonnes }],
      ...(idempotencyKey ? { idempotencyKey } : {}),
    },
  })

describe('an order and its confirmation mail', () => {
  it('are committed together: when the mail cannot be stored, nothing of the order is', async () => {
    const db = ctx.app.database.db
    await db
      .insert(cartItems)
      .values({ userId: buyer.userId, vintageId: project.vintageId, tonnes: 1 })
    const count = async () => {
      const [o] = await db.select({ n: sql<number>`count(*)::int` }).from(orders)
      const [m] = await db.select({ n: sql<number>`count(*)::int` }).from(mailOutbox)
      return { orders: o!.n, mails: m!.n }
    }
    const before = await count()
    const { mailer } = ctx.app.deps
    const failing = {
      ...mailer,
      // The mail is written, then the transaction fails after it.
      sendInTransaction: async (...args: Parameters<typeof mailer.sendInTransaction>) => {
        await mailer.sendInTransaction(...args)
        throw new Error('mail could not be stored')
      },
    }
    await expect(
      placeOrder(
        { ...ctx.app.deps, mailer: failing },
        {
          caller: buyer,
          body: { cartItems: [{ projectId: project.projectId, vintage: project.year, tonnes: 1 }] },
        },
      ),
    ).rejects.toThrow('mail could not be stored')
    expect(await count()).toEqual(before)
    const cart = await db.select().from(cartItems).where(eq(cartItems.userId, buyer.userId))
    expect(cart).toHaveLength(1)
    await db.delete(cartItems).where(eq(cartItems.userId, buyer.userId))
  })
})

describe('orders placed at the same moment', () => {
  it('are each written whole, for their own company, with their own number and mail', async () => {
    const db = ctx.app.database.db
    await db.insert(cartItems).values([
      { userId: buyer.userId, vintageId: project.vintageId, tonnes: 2 },
      { userId: rival.userId, vintageId: project.vintageId, tonnes: 3 },
    ])
    const [a, b, c] = await Promise.all([place(buyer, 2), place(rival, 3), place(buyer, 4)])
    const placed = [a!, b!, c!].map((r) => r.order)
    expect(new Set(placed.map((o) => o.number)).size).toBe(3)
    expect(placed.map((o) => o.totalCents)).toEqual([2400, 3600, 4800])
    const rows = await db
      .select({ id: orders.id, companyId: orders.companyId, tonnes: orderItems.tonnes })
      .from(orders)
      .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
      .where(
        inArray(
          orders.id,
          placed.map((o) => o.id),
        ),
      )
    expect(new Map(rows.map((r) => [r.id, [r.companyId, r.tonnes]]))).toEqual(
      new Map([
        [placed[0]!.id, [buyer.companyId, 2]],
        [placed[1]!.id, [rival.companyId, 3]],
        [placed[2]!.id, [buyer.companyId, 4]],
      ]),
    )
    // Each buyer's cart line for the vintage is cleared; mail goes to each in their language.
    const left = await db.select().from(cartItems).where(eq(cartItems.vintageId, project.vintageId))
    expect(left).toEqual([])
    for (const order of placed) {
      const [mail] = await db
        .select()
        .from(mailOutbox)
        .where(sql`${mailOutbox.subject} like ${`%${order.number}%`}`)
      expect(mail?.to).toBe(order === placed[1] ? rival.email : buyer.email)
    }
  })

  it('fail only where their own input fails, and replay a repeated key', async () => {
    const first = await place(buyer, 1, 'overlap-key-0001')
    const before = await ctx.app.database.db.select({ n: sql<number>`count(*)::int` }).from(orders)
    const results = await Promise.allSettled([
      place(buyer, 1),
      place(buyer, 51),
      place(buyer, 1, 'overlap-key-0001'),
      place(rival, 1, 'overlap-key-0002'),
      place(rival, 1, 'overlap-key-0002'),
    ])
    const [ok, tooMany, replay, keyed, keyedAgain] = results
    expect(ok).toMatchObject({ status: 'fulfilled', value: { replayed: false } })
    expect(tooMany).toMatchObject({ status: 'rejected', reason: { statusCode: 400 } })
    expect(String((tooMany as PromiseRejectedResult).reason.message)).toContain('Only 50 t')
    expect(replay).toMatchObject({
      status: 'fulfilled',
      value: { replayed: true, order: { id: first.order.id } },
    })
    // The same key twice at once: whichever arrives first places the order, the other replays it.
    const pair = [keyed, keyedAgain].map(
      (r) => (r as PromiseFulfilledResult<{ replayed: boolean; order: { id: string } }>).value,
    )
    expect([keyed!.status, keyedAgain!.status]).toEqual(['fulfilled', 'fulfilled'])
    expect(pair.map((v) => v.replayed).sort()).toEqual([false, true])
    expect(pair[0]!.order.id).toBe(pair[1]!.order.id)
    // Two new orders and nothing else: the refused line and the repeats wrote nothing.
    const after = await ctx.app.database.db.select({ n: sql<number>`count(*)::int` }).from(orders)
    expect(after[0]!.n - before[0]!.n).toBe(2)
  })
})
