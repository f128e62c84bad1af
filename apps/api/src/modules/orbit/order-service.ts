import { randomUUID } from 'node:crypto'
import type { PlaceOrderBody, PlaceOrderResponse } from '@kelp/core/orbit'
import { liveOrderToV1 } from '@kelp/core/v1'
import type { AppDeps } from '../../deps'
import { AppError } from '../../lib/app-error'
import type { CompanyCaller } from '../auth'
import { orderConfirmationMail } from './mails'
import * as repo from './repository'
import { loadOrders, toOrderView } from './views'
import { notEnoughCredits, OT } from './texts'

type OrderDeps = Pick<AppDeps, 'db' | 'mailer' | 'events'>

async function replay(deps: Pick<AppDeps, 'db'>, orderId: string): Promise<PlaceOrderResponse> {
  const [order] = await loadOrders(deps, [orderId])
  return { order: order!, replayed: true }
}

type Vintage = Awaited<ReturnType<typeof repo.findVintages>>[number]

/** The order's lines at today's prices; every line must exist and fit what is available now. */
function priceLines(body: PlaceOrderBody, vintages: Vintage[]) {
  return body.cartItems.map((item) => {
    const vintage = vintages.find((v) => v.projectId === item.projectId && v.year === item.vintage)
    if (!vintage) throw new AppError('not_found', OT.projectMissing)
    if (item.tonnes > vintage.creditsAvailable) {
      throw new AppError(
        'bad_request',
        notEnoughCredits(vintage.projectName, vintage.year, vintage.creditsAvailable),
      )
    }
    return {
      id: randomUUID(),
      projectId: vintage.projectId,
      projectSlug: vintage.projectSlug,
      projectName: vintage.projectName,
      vintageId: vintage.vintageId,
      vintage: vintage.year,
      // Shown on the order; not a column of its lines (the vintage row holds it).
      expectedDeliveryYear: vintage.expectedDeliveryYear,
      tonnes: item.tonnes,
      priceCents: vintage.priceCents,
    }
  })
}

type Line = ReturnType<typeof priceLines>[number]

/**
 * Prices the order and writes it, its lines, the cart clean-up and its confirmation mail in one
 * transaction: a line that no longer fits fails the order before anything is written, and the
 * order and its mail are committed together (one commit). Answers the order and the step that
 * starts the mail's delivery.
 */
async function writeOrder(
  deps: OrderDeps,
  caller: CompanyCaller,
  body: PlaceOrderBody,
  key: string | null,
  metadata: Record<string, string>,
) {
  return deps.db.transaction(async (tx) => {
    const lines: Line[] = priceLines(body, await repo.findVintages(tx, body.cartItems))
    const head = await repo.createOrder(tx, {
      head: {
        id: randomUUID(),
        companyId: caller.companyId,
        userId: caller.userId,
        idempotencyKey: key,
        metadata,
        totalCents: lines.reduce((s, l) => s + l.tonnes * l.priceCents, 0),
      },
      lines,
    })
    const order = toOrderView(head, lines, caller.email, null)
    const mail = orderConfirmationMail(caller.email, caller.locale, order)
    return { order, deliverMail: await deps.mailer.sendInTransaction(tx, mail) }
  })
}

/**
 * Creates an order with a price snapshot. Tonnes are checked against what is available now;
 * nothing is reserved (accepting the offer decrements the inventory), so the check needs no
 * lock.
 */
export async function placeOrder(
  deps: OrderDeps,
  {
    caller,
    body,
    headerKey,
    metadata = {},
  }: {
    caller: CompanyCaller
    body: PlaceOrderBody
    headerKey?: string
    /** The public API caller's own key-value pairs, stored with the order. */
    metadata?: Record<string, string>
  },
): Promise<PlaceOrderResponse> {
  const key = body.idempotencyKey ?? headerKey
  const seen = new Set(body.cartItems.map((i) => `${i.projectId}:${i.vintage}`))
  if (seen.size !== body.cartItems.length) throw new AppError('bad_request', OT.duplicateLine)

  let written: Awaited<ReturnType<typeof writeOrder>>
  try {
    written = await writeOrder(deps, caller, body, key ?? null, metadata)
  } catch (error) {
    // A repeated key answers with its order. It is looked up only when this request cannot be
    // placed (a line no longer fits, or the unique key index refuses the insert), so a first
    // request costs no extra round trip.
    const existing = key ? await repo.findOrderIdByKey(deps.db, caller.userId, key) : undefined
    if (existing) return replay(deps, existing)
    throw error
  }

  const { order, deliverMail } = written
  deliverMail()
  // Webhooks show every order as the public API does, whichever way it was placed.
  deps.events.emit(caller.companyId, 'order.placed', { order: liveOrderToV1(order, metadata) })
  return { order, replayed: false }
}

/** The company's latest orders (of a year, if given) and the years it ordered in. */
export async function orderHistory(
  deps: Pick<AppDeps, 'db'>,
  input: { companyId: string; year?: number; limit: number },
) {
  const [ids, years] = await Promise.all([
    repo.companyOrderIds(deps.db, input.companyId, input.year, input.limit),
    repo.companyOrderYears(deps.db, input.companyId),
  ])
  return { orders: await loadOrders(deps, ids), years }
}
