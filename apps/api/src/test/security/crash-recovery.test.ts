import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { signPayload } from '../../adapters/payments'
import { sandboxWebhookSecret } from '../../adapters/payments/sandbox'
import type { DatabaseHandle } from '../../db/client'
import { startApi, type ApiProcess } from './api-process'
import { prepareCrashFixtures, type CrashFixtures } from './crash-fixtures'
import { crashDatabase } from './crash-database'

/**
 * Crash recovery: the API runs as a child process on a real database and is
 * SIGKILLed while acceptOffer, placeOrder and webhook requests are in flight, three times.
 * Afterwards every request answered 2xx is present exactly once, nothing is half-written and
 * redelivering every webhook processes each event once. Runs on PGlite (a data directory, so
 * the restart must recover PGlite's files) and on PostgreSQL when TEST_DATABASE_URL is set.
 */
const ROUNDS = 3
const SHAPE = { rounds: ROUNDS, buyers: 4, events: 8 }
const ORDERS_PER_ROUND = 12
const APP_SECRET = 'crash-recovery-secret-'.padEnd(48, 'x')

interface Outcome {
  kind: 'order' | 'accept' | 'webhook'
  key: string
  status: number | 'cut'
  body?: { order?: { id: string }; offer?: { id: string } }
}

const rows = async <T>(db: DatabaseHandle, query: ReturnType<typeof sql>) =>
  ((await db.db.execute(query)) as unknown as { rows: T[] }).rows

describe(`crash recovery (${process.env.KELP_TEST_DB === 'postgres' ? 'PostgreSQL' : 'PGlite'})`, () => {
  const storage = mkdtempSync(join(tmpdir(), 'kelp-crash-storage-'))
  let target: Awaited<ReturnType<typeof crashDatabase>>
  let api: ApiProcess | undefined
  afterAll(async () => {
    await api?.kill()
    await target?.drop()
  })

  it(`survives ${ROUNDS} kill -9 with requests in flight`, async () => {
    target = await crashDatabase()
    const env = { APP_SECRET, STORAGE_DIR: storage, RATE_LIMIT_PER_MINUTE: '1000000' }
    let fx: CrashFixtures
    {
      const db = await target.open()
      fx = await prepareCrashFixtures(db, env, SHAPE)
      await db.close()
    }
    const serverEnv = { ...env, ...target.serverEnv }
    const secret = sandboxWebhookSecret(APP_SECRET)
    const outcomes: Outcome[] = []
    const figures = { crashes: 0, fired: 0, cutOff: 0, answered2xx: 0 }

    const send = async (base: string, o: Omit<Outcome, 'status'>, init: RequestInit) => {
      const url = `${base}${o.kind === 'order' ? '/api/orbit/placeOrder' : o.kind === 'accept' ? '/api/portfolio-manager/acceptOffer' : '/api/stripe/webhook'}`
      try {
        const res = await fetch(url, init)
        const body = (await res.json().catch(() => undefined)) as Outcome['body']
        const outcome: Outcome = { ...o, status: res.status, body }
        outcomes.push(outcome)
        return outcome
      } catch {
        outcomes.push({ ...o, status: 'cut' })
        return undefined
      }
    }
    const json = (
      token: string | undefined,
      body: unknown,
      extra: Record<string, string> = {},
    ) => ({
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...extra,
      },
      body: JSON.stringify(body),
    })
    const deliver = (base: string, event: { id: string }) => {
      const raw = JSON.stringify(event)
      const signature = signPayload(secret, raw, Math.floor(Date.now() / 1000))
      return send(
        base,
        { kind: 'webhook', key: event.id },
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': signature },
          body: raw,
        },
      )
    }
    const line = { projectId: fx.projectId, vintage: fx.year, tonnes: 1 }

    for (let round = 0; round < ROUNDS; round++) {
      api = await startApi(serverEnv)
      const before = outcomes.length
      const requests = [
        ...fx.buyers[round]!.map((token, b) =>
          send(api!.url, { kind: 'accept', key: `${round}.${b}` }, json(token, {})),
        ),
        ...Array.from({ length: ORDERS_PER_ROUND }, (_, i) =>
          send(
            api!.url,
            { kind: 'order', key: `crash-${round}-${i}` },
            json(fx.ordererToken, { cartItems: [line], idempotencyKey: `crash-${round}-${i}` }),
          ),
        ),
        ...fx.events[round]!.map((event) => deliver(api!.url, event as { id: string })),
      ]
      figures.fired += requests.length
      // Kill once roughly a third has been answered: the rest is mid-flight.
      const third = Math.ceil(requests.length / 3)
      while (outcomes.length - before < third) await new Promise((r) => setTimeout(r, 2))
      await api.kill()
      figures.crashes++
      await Promise.all(requests)
      api = undefined
    }
    figures.cutOff = outcomes.filter((o) => o.status === 'cut').length
    const ok = outcomes.filter((o) => typeof o.status === 'number' && o.status < 300)
    figures.answered2xx = ok.length
    expect(outcomes.filter((o) => typeof o.status === 'number' && o.status >= 500)).toEqual([])

    // Restart: redeliver every webhook event and replay every answered order key.
    api = await startApi(serverEnv)
    for (const event of fx.events.flat() as Array<{ id: string }>) {
      const again = await deliver(api.url, event)
      expect(again?.status).toBe(200)
    }
    for (const o of ok.filter((x) => x.kind === 'order')) {
      const replay = await send(
        api.url,
        o,
        json(fx.ordererToken, { cartItems: [line], idempotencyKey: o.key }),
      )
      expect(replay?.status).toBe(200)
      expect(replay?.body?.order?.id).toBe(o.body?.order?.id)
    }
    await api.stop()
    api = undefined

    const db = await target.open()
    try {
      // Orders: each answered key exactly once, no order without items.
      for (const o of ok.filter((x) => x.kind === 'order')) {
        const found = await rows<{ id: string }>(
          db,
          sql`select id from orders where idempotency_key = ${o.key}`,
        )
        expect(found.map((f) => f.id)).toEqual([o.body!.order!.id])
      }
      expect(
        await rows(
          db,
          sql`select o.id from orders o where not exists
          (select 1 from order_items i where i.order_id = o.id)`,
        ),
      ).toEqual([])
      // Offers: each answered acceptance is accepted; no accepted offer without purchases.
      for (const o of ok.filter((x) => x.kind === 'accept')) {
        const [offer] = await rows<{ status: string }>(
          db,
          sql`select status from offers where id = ${o.body!.offer!.id}`,
        )
        expect(offer?.status).toBe('accepted')
      }
      expect(
        await rows(
          db,
          sql`select f.id from offers f where f.status = 'accepted' and not exists
          (select 1 from purchases p where p.offer_id = f.id)`,
        ),
      ).toEqual([])
      // Inventory: left + sold = what there was; held + retired = sold (the demo seed retires).
      const [stock] = await rows<{
        remaining: number
        sold: number
        held: number
        retired: number
      }>(
        db,
        sql`select
          (select credits_available from project_vintages where id = ${fx.vintageId})::int as remaining,
          (select coalesce(sum(tonnes), 0) from purchases where project_id = ${fx.projectId})::int as sold,
          (select coalesce(sum(tonnes), 0) from holdings where project_id = ${fx.projectId})::int as held,
          (select coalesce(sum(tonnes), 0) from retirements where project_id = ${fx.projectId})::int as retired`,
      )
      expect({ ...stock, total: stock!.remaining + stock!.sold }).toEqual({
        ...stock,
        total: fx.credits,
        held: stock!.sold - stock!.retired,
      })
      // Webhooks: every event once, one invoice each, and every paid invoice fully retired.
      const eventIds = (fx.events.flat() as Array<{ id: string }>).map((e) => e.id)
      const [events] = await rows<{ n: number }>(
        db,
        sql`select count(*)::int as n from webhook_events where event_id in ${sql.raw(`('${eventIds.join("','")}')`)}`,
      )
      expect({ events: events!.n }).toEqual({ events: eventIds.length })
      const [invoices] = await rows<{ n: number }>(
        db,
        sql`select count(*)::int as n from contribution_invoices`,
      )
      expect({ invoices: invoices!.n }).toEqual({ invoices: eventIds.length })
      expect(
        await rows(
          db,
          sql`select i.id from contribution_invoices i where i.status = 'paid' and
          i.kg <> (select coalesce(sum(r.kg), 0) from contribution_retirements r where r.invoice_id = i.id)`,
        ),
      ).toEqual([])
    } finally {
      await db.close()
    }
    console.info(`crash recovery: ${JSON.stringify(figures)}`)
    expect(figures.crashes).toBe(ROUNDS)
  }, 400_000)
})
