import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { verifySignature, type WebhookEvent } from '@kelp/core/webhooks'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestContext } from '../../test/app'
import { caller, insertProject, memberToken } from '../../test/fixtures'

interface Received {
  body: string
  signature: string
  eventId: string
}

/** A real receiver on 127.0.0.1 that answers each request with the next planned status. */
function receiver(plan: number[]) {
  const received: Received[] = []
  const server: Server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => (body += chunk))
    req.on('end', () => {
      received.push({
        body,
        signature: String(req.headers['kelp-signature']),
        eventId: String(req.headers['kelp-event-id']),
      })
      res.statusCode = plan.shift() ?? 200
      res.end('ok')
    })
  })
  return { server, received }
}

async function eventually(check: () => Promise<boolean> | boolean, timeoutMs = 20_000) {
  const end = Date.now() + timeoutMs
  while (Date.now() < end) {
    if (await check()) return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error('condition not reached in time')
}

let ctx: TestContext
let call: ReturnType<typeof caller>
let admin: string
const plan: number[] = []
const { server, received } = receiver(plan)
let url: string

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`
  ctx = await createTestApp({
    WEBHOOK_WORKER: 'true',
    WEBHOOK_POLL_SECONDS: '0.5',
    WEBHOOK_MAX_ATTEMPTS: '3',
    WEBHOOK_RETRY_DELAY_SECONDS: '1',
  })
  call = caller(ctx.app)
  admin = (await memberToken(ctx.app, 'rhea.admin@hook-shop.com')).token
})
afterAll(async () => {
  await ctx.close()
  await new Promise((resolve) => server.close(resolve))
})

/** The manual clock: a delivery waiting for its back-off is due now. */
const fastForward = () =>
  ctx.database.db.execute(
    sql`update pgboss.job set start_after = now() where name = 'webhook-delivery' and state = 'retry'`,
  )

async function deliveries(endpointId: string) {
  const res = await call('GET', `/api/webhooks/endpoints/${endpointId}/deliveries`, admin)
  expect(res.statusCode).toBe(200)
  return res.json().items as {
    id: string
    status: string
    eventId: string
    replayOf: string | null
    attempts: { statusCode: number | null; durationMs: number; error: string | null }[]
  }[]
}

async function placeOrder(projectId: string, year: number) {
  const res = await call('POST', '/api/orbit/placeOrder', admin, {
    cartItems: [{ projectId, vintage: year, tonnes: 3 }],
  })
  expect(res.statusCode).toBe(201)
  return res.json().order as { id: string }
}

describe('webhook deliveries', () => {
  let endpointId: string
  let secret: string
  let project: Awaited<ReturnType<typeof insertProject>>

  it('posts order.placed to the endpoint, signed so the receiver can verify it', async () => {
    const created = await call('POST', '/api/webhooks/endpoints', admin, {
      url,
      events: ['order.placed'],
    })
    expect(created.statusCode).toBe(201)
    ;({ secret } = created.json())
    endpointId = created.json().endpoint.id
    project = await insertProject(ctx.app, { credits: 100 })

    const order = await placeOrder(project.projectId, project.year)
    await eventually(() => received.length === 1)
    const [got] = received
    const event = JSON.parse(got!.body) as WebhookEvent
    expect(event).toMatchObject({ type: 'order.placed', data: { order: { id: order.id } } })
    expect(got!.eventId).toBe(event.id)
    expect(await verifySignature({ payload: got!.body, header: got!.signature, secret })).toEqual({
      ok: true,
      timestamp: expect.any(Number),
    })
    const wrong = await verifySignature({
      payload: got!.body,
      header: got!.signature,
      secret: 'whsec_other',
    })
    expect(wrong).toEqual({ ok: false, reason: 'mismatch' })

    await eventually(async () => (await deliveries(endpointId))[0]?.status === 'succeeded')
    const [delivery] = await deliveries(endpointId)
    expect(delivery!.attempts).toEqual([
      { at: expect.any(String), statusCode: 200, durationMs: expect.any(Number), error: null },
    ])
  })

  it('retries a failing endpoint with back-off and records every attempt', async () => {
    plan.push(500, 503)
    const before = received.length
    await placeOrder(project.projectId, project.year)
    await eventually(async () => {
      await fastForward()
      return (await deliveries(endpointId))[0]?.status === 'succeeded'
    })
    const [delivery] = await deliveries(endpointId)
    expect(delivery!.attempts.map((a) => a.statusCode)).toEqual([500, 503, 200])
    const bodies = received.slice(before).map((r) => r.body)
    expect(new Set(bodies).size).toBe(1)
  })

  it('marks a delivery failed after the last attempt, and a replay sends the same event again', async () => {
    plan.push(500, 500, 500)
    const before = received.length
    await placeOrder(project.projectId, project.year)
    await eventually(async () => {
      await fastForward()
      return (await deliveries(endpointId))[0]?.status === 'failed'
    })
    const [failed] = await deliveries(endpointId)
    expect(failed!.attempts.map((a) => a.statusCode)).toEqual([500, 500, 500])
    expect(received.length - before).toBe(3)

    const replay = await call('POST', `/api/webhooks/deliveries/${failed!.id}/replay`, admin)
    expect(replay.statusCode).toBe(202)
    expect(replay.json().delivery).toMatchObject({ replayOf: failed!.id, eventId: failed!.eventId })
    await eventually(async () => (await deliveries(endpointId))[0]?.status === 'succeeded')
    const last = received.at(-1)!
    expect(JSON.parse(last.body).id).toBe(failed!.eventId)
    expect(
      await verifySignature({ payload: last.body, header: last.signature, secret }),
    ).toMatchObject({
      ok: true,
    })
  })

  it('records a refused connection and stops for a disabled endpoint', async () => {
    const closed = await call('POST', '/api/webhooks/endpoints', admin, {
      url: 'http://127.0.0.1:9/nothing-listens',
      events: ['order.placed'],
    })
    const closedId = closed.json().endpoint.id as string
    await placeOrder(project.projectId, project.year)
    await eventually(async () => (await deliveries(closedId))[0]?.attempts.length === 1)
    const [first] = await deliveries(closedId)
    expect(first!.attempts[0]).toMatchObject({ statusCode: null, error: 'ECONNREFUSED' })

    await call('PATCH', `/api/webhooks/endpoints/${closedId}`, admin, { enabled: false })
    await eventually(async () => {
      await fastForward()
      return (await deliveries(closedId))[0]?.status === 'cancelled'
    })
    const replay = await call('POST', `/api/webhooks/deliveries/${first!.id}/replay`, admin)
    expect(replay.statusCode).toBe(409)
  })

  it('never makes the order wait for the endpoint', async () => {
    const hanging: unknown[] = []
    const slow = createServer((req) => void hanging.push(req))
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve))
    const port = (slow.address() as AddressInfo).port
    const created = await call('POST', '/api/webhooks/endpoints', admin, {
      url: `http://127.0.0.1:${port}/hangs`,
      events: ['order.placed'],
    })
    await placeOrder(project.projectId, project.year)
    // The endpoint never answers. The order has answered all the same, and once the worker's
    // request reaches the endpoint the delivery is still waiting there with no attempt recorded:
    // the order and the delivery do not wait for each other.
    await eventually(() => hanging.length === 1)
    const [delivery] = await deliveries(created.json().endpoint.id)
    expect(delivery).toMatchObject({ status: 'pending', attempts: [] })
    slow.closeAllConnections()
    await new Promise((resolve) => slow.close(resolve))
  })
})
