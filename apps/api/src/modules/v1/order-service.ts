import type { V1Order, V1OrderBody } from '@kelp/core/v1'
import type { AppDeps } from '../../deps'
import type { SandboxOrderLine } from '../../db/schema'
import { AppError } from '../../lib/app-error'
import { writeAudit } from '../audit'
import type { ApiCaller } from '../api-keys'
import { loadOrders, placeOrder } from '../orbit'
import type { V1Deps } from './catalogue-service'
import { decodeCursor, pageOf } from './cursor'
import * as live from './live-repository'
import { atStep, fromLive, fromSandbox } from './order-views'
import { priceLines, type LineInput } from './pricing'
import { kgOf, liveTonnes } from './quantity'
import * as sandbox from './sandbox-repository'
import { VT } from './texts'

type V1OrderDeps = Pick<AppDeps, 'db' | 'mailer' | 'events'>
type Placed = { order: V1Order; replayed: boolean }

const linesOf = (body: V1OrderBody): LineInput[] =>
  body.lines.map((l) => ({ projectId: l.projectId, vintage: l.vintage, quantityKg: kgOf(l) }))

/** A repeated key must name the same lines and metadata; otherwise it was meant for another. */
function sameRequest(order: V1Order, body: V1OrderBody) {
  const key = (l: LineInput) => `${l.projectId}:${l.vintage}:${l.quantityKg}`
  const a = order.lines.map(key).sort()
  const b = linesOf(body).map(key).sort()
  const meta = (m: Record<string, string>) => JSON.stringify(Object.entries(m).sort())
  return (
    a.length === b.length &&
    a.every((x, i) => x === b[i]) &&
    meta(order.metadata) === meta(body.metadata ?? {})
  )
}

function replayed(order: V1Order, body: V1OrderBody): Placed {
  if (!sameRequest(order, body)) throw new AppError('conflict', VT.keyReused)
  return { order, replayed: true }
}

/**
 * The sandbox takes no money: a test order is paid and delivered as it is placed, and its three
 * events follow one another in order, so an integration rehearses the whole life of an order.
 */
async function placeSandboxOrder(
  deps: V1OrderDeps,
  caller: ApiCaller,
  body: V1OrderBody,
  key: string,
) {
  const [existing] = await sandbox.findSandboxOrders(deps.db, caller.companyId, { key })
  if (existing) return replayed(fromSandbox(existing), body)
  const row = await deps.db.transaction(async (tx) => {
    await sandbox.lockSandbox(tx, caller.companyId)
    const lines = await priceLines(
      { db: tx },
      { caller, lines: linesOf(body), acceptForward: body.acceptForward },
    )
    const stored: SandboxOrderLine[] = lines.map(({ tonnes: _t, ...l }) => l)
    return sandbox.insertSandboxOrder(tx, {
      companyId: caller.companyId,
      apiKeyId: caller.keyId,
      idempotencyKey: key,
      lines: stored,
      metadata: body.metadata ?? {},
      at: new Date(),
    })
  })
  if (row) {
    const order = fromSandbox(row)
    const test = { livemode: false }
    deps.events.emit(caller.companyId, 'order.placed', { order: atStep(order, 'placed') }, test)
    deps.events.emit(caller.companyId, 'order.paid', { order: atStep(order, 'paid') }, test)
    deps.events.emit(caller.companyId, 'order.delivered', { order }, test)
    return { order, replayed: false }
  }
  const [raced] = await sandbox.findSandboxOrders(deps.db, caller.companyId, { key })
  return replayed(fromSandbox(raced!), body)
}

/**
 * Live orders go through orbit's placeOrder today (the screens' rules, idempotency and
 * confirmation mail; an operator's offer completes them). Switching to self-service purchase
 * replaces this one call; the checks before it and the view after it stay.
 */
async function placeLiveOrder(
  deps: V1OrderDeps,
  caller: ApiCaller,
  body: V1OrderBody,
  key: string,
) {
  const lines = linesOf(body)
  const cartItems = lines.map((l) => ({ ...l, tonnes: liveTonnes(l.quantityKg) }))
  await priceLines(deps, { caller, lines, acceptForward: body.acceptForward })
  const result = await placeOrder(deps, {
    caller: {
      userId: caller.userId,
      sessionId: `api_key:${caller.keyId}`,
      email: caller.email,
      locale: caller.locale,
      companyId: caller.companyId,
      role: 'admin',
      portfolioAccess: true,
    },
    body: { cartItems },
    headerKey: key,
    metadata: body.metadata ?? {},
  })
  const [extras] = await live.liveOrderExtras(deps.db, [result.order.id])
  const order = fromLive(result.order, extras)
  if (result.replayed) return replayed(order, body)
  await writeAudit(deps.db, `api_key:${caller.keyId}`, 'api_order.placed', `order:${order.id}`, {
    companyId: caller.companyId,
    totalCents: order.totalCents,
  })
  return { order, replayed: false }
}

/** Places an order for the key's company: live stock for live keys, the sandbox for test keys. */
export async function placeV1Order(
  deps: V1OrderDeps,
  { caller, body, key }: { caller: ApiCaller; body: V1OrderBody; key: string },
): Promise<Placed> {
  return caller.mode === 'test'
    ? placeSandboxOrder(deps, caller, body, key)
    : placeLiveOrder(deps, caller, body, key)
}

async function liveOrders(
  deps: V1Deps,
  ids: { id: string; metadata: Record<string, string>; updatedAt: Date }[],
) {
  const loaded = await loadOrders(
    deps,
    ids.map((r) => r.id),
  )
  const byId = new Map(loaded.map((o) => [o.id, o]))
  return ids.map((r) => fromLive(byId.get(r.id)!, r))
}

/** A page of the company's orders, newest first. */
export async function listV1Orders(
  deps: V1Deps,
  { caller, limit, cursor }: { caller: ApiCaller; limit: number; cursor?: string },
) {
  const after = decodeCursor(cursor)
  if (caller.mode === 'test') {
    const rows = await sandbox.findSandboxOrders(deps.db, caller.companyId, {
      after,
      limit: limit + 1,
    })
    const page = pageOf(rows, limit, (r) => r.id)
    return { ...page, data: page.data.map(fromSandbox) }
  }
  const rows = await live.liveOrderPage(deps.db, caller.companyId, { after, limit: limit + 1 })
  const page = pageOf(rows, limit, (r) => r.id)
  return { ...page, data: await liveOrders(deps, page.data) }
}

export async function getV1Order(
  deps: V1Deps,
  { caller, id }: { caller: ApiCaller; id: string },
): Promise<V1Order> {
  if (caller.mode === 'test') {
    const [row] = await sandbox.findSandboxOrders(deps.db, caller.companyId, { id })
    if (!row) throw new AppError('not_found', VT.orderMissing)
    return fromSandbox(row)
  }
  const rows = await live.liveOrderPage(deps.db, caller.companyId, { id, limit: 1 })
  if (rows.length === 0) throw new AppError('not_found', VT.orderMissing)
  const [order] = await liveOrders(deps, rows)
  return order!
}

/**
 * Cancels an unpaid order. Sandbox orders are paid as they are placed, so only live orders
 * still waiting (placed, or with an open offer) can be cancelled; nothing was reserved for them.
 */
export async function cancelV1Order(
  deps: V1OrderDeps,
  { caller, id }: { caller: ApiCaller; id: string },
): Promise<V1Order> {
  const current = await getV1Order(deps, { caller, id })
  if (caller.mode === 'test' || current.status !== 'placed') {
    throw new AppError('conflict', VT.notCancellable)
  }
  const cancelled = await deps.db.transaction(async (tx) => {
    const row = await live.cancelLiveOrder(tx, caller.companyId, id)
    if (!row) return false
    await writeAudit(tx, `api_key:${caller.keyId}`, 'api_order.cancelled', `order:${id}`, {
      companyId: caller.companyId,
    })
    return true
  })
  if (!cancelled) throw new AppError('conflict', VT.notCancellable)
  const order = await getV1Order(deps, { caller, id })
  deps.events.emit(caller.companyId, 'order.cancelled', { order })
  return order
}
