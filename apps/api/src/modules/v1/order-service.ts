import type { Order } from '@kelp/core/orbit'
import type { V1Line, V1Order, V1OrderBody } from '@kelp/core/v1'
import type { AppDeps } from '../../deps'
import type { SandboxOrderLine } from '../../db/schema'
import { AppError } from '../../lib/app-error'
import { writeAudit } from '../audit'
import type { ApiCaller } from '../api-keys'
import { companyOrderIds, loadOrders, placeOrder } from '../orbit'
import type { V1Deps } from './catalogue-service'
import { priceLines } from './pricing'
import * as repo from './repository'
import { VT } from './texts'

type V1OrderDeps = Pick<AppDeps, 'db' | 'mailer' | 'events'>

/** Orders the API lists; older ones stay readable one by one. */
const ORDERS_LISTED = 100

function fromLive(order: Order): V1Order {
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    inventory: 'live',
    lines: order.items.map((i) => ({
      projectId: i.projectId,
      projectSlug: i.projectSlug,
      projectName: i.projectName,
      vintage: i.vintage,
      status: i.expectedDeliveryYear === null ? 'issued' : 'forward',
      expectedDeliveryYear: i.expectedDeliveryYear,
      tonnes: i.tonnes,
      priceCents: i.priceCents,
      lineTotalCents: i.lineTotalCents,
    })),
    totalTonnes: order.totalTonnes,
    totalCents: order.totalCents,
    currency: 'EUR',
    createdAt: order.createdAt,
  }
}

type SandboxRow = Awaited<ReturnType<typeof repo.findSandboxOrders>>[number]
function fromSandbox(row: SandboxRow): V1Order {
  const lines = row.lines.map((l) => ({ ...l, lineTotalCents: l.tonnes * l.priceCents }))
  return {
    id: row.id,
    number: null,
    status: 'placed',
    inventory: 'sandbox',
    lines,
    totalTonnes: lines.reduce((s, l) => s + l.tonnes, 0),
    totalCents: row.totalCents,
    currency: 'EUR',
    createdAt: row.createdAt.toISOString(),
  }
}

/** A repeated key must name the same lines; otherwise it was meant for another order. */
function sameLines(order: V1Order, body: V1OrderBody) {
  const key = (l: { projectId: string; vintage: number; tonnes: number }) =>
    `${l.projectId}:${l.vintage}:${l.tonnes}`
  const a = order.lines.map(key).sort()
  const b = body.lines.map(key).sort()
  return a.length === b.length && a.every((x, i) => x === b[i])
}

function replayed(order: V1Order, body: V1OrderBody) {
  if (!sameLines(order, body)) throw new AppError('conflict', VT.keyReused)
  return { order, replayed: true }
}

async function placeSandboxOrder(
  deps: V1OrderDeps,
  caller: ApiCaller,
  body: V1OrderBody,
  key: string,
) {
  const [existing] = await repo.findSandboxOrders(deps.db, caller.companyId, undefined, key)
  if (existing) return replayed(fromSandbox(existing), body)
  const row = await deps.db.transaction(async (tx) => {
    await repo.lockSandbox(tx, caller.companyId)
    const lines: V1Line[] = await priceLines(
      { db: tx },
      {
        caller,
        lines: body.lines,
        acceptForward: body.acceptForward,
      },
    )
    const stored: SandboxOrderLine[] = lines.map(({ lineTotalCents: _total, ...l }) => l)
    return repo.insertSandboxOrder(tx, {
      companyId: caller.companyId,
      apiKeyId: caller.keyId,
      idempotencyKey: key,
      lines: stored,
    })
  })
  if (row) {
    const order = fromSandbox(row)
    // Marked, so an integration under test never fulfils a sandbox order as a real one.
    deps.events.emit(caller.companyId, 'order.placed', { order, sandbox: true })
    return { order, replayed: false }
  }
  const [raced] = await repo.findSandboxOrders(deps.db, caller.companyId, undefined, key)
  return replayed(fromSandbox(raced!), body)
}

/**
 * Places an order for the key's company. Live keys go through orbit's placeOrder (the same
 * rules, idempotency and confirmation mail as the screens); test keys write a sandbox order
 * that no live query, stock figure or operator ever sees.
 */
export async function placeV1Order(
  deps: V1OrderDeps,
  { caller, body, key }: { caller: ApiCaller; body: V1OrderBody; key: string },
): Promise<{ order: V1Order; replayed: boolean }> {
  if (caller.mode === 'test') return placeSandboxOrder(deps, caller, body, key)
  await priceLines(deps, { caller, lines: body.lines, acceptForward: body.acceptForward })
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
    body: { cartItems: body.lines },
    headerKey: key,
  })
  const order = fromLive(result.order)
  if (result.replayed) return replayed(order, body)
  await writeAudit(deps.db, `api_key:${caller.keyId}`, 'api_order.placed', `order:${order.id}`, {
    companyId: caller.companyId,
    totalCents: order.totalCents,
  })
  return { order, replayed: false }
}

export async function listV1Orders(deps: V1Deps, caller: ApiCaller): Promise<V1Order[]> {
  if (caller.mode === 'test') {
    return (await repo.findSandboxOrders(deps.db, caller.companyId)).map(fromSandbox)
  }
  const ids = await companyOrderIds(deps.db, caller.companyId, undefined, ORDERS_LISTED)
  return (await loadOrders(deps, ids)).map(fromLive)
}

export async function getV1Order(
  deps: V1Deps,
  { caller, id }: { caller: ApiCaller; id: string },
): Promise<V1Order> {
  if (caller.mode === 'test') {
    const [row] = await repo.findSandboxOrders(deps.db, caller.companyId, id)
    if (!row) throw new AppError('not_found', VT.orderMissing)
    return fromSandbox(row)
  }
  const [order] = await repo.findLiveOrderIds(deps.db, caller.companyId, id)
  if (!order) throw new AppError('not_found', VT.orderMissing)
  const [loaded] = await loadOrders(deps, [order.id])
  return fromLive(loaded!)
}
