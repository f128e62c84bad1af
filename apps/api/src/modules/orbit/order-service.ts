import { randomUUID } from 'node:crypto'
import type { Order, PlaceOrderBody, PlaceOrderResponse } from '@kelp/core/orbit'
import type { Mailer } from '../../adapters/mail'
import type { Database } from '../../db/client'
import { AppError } from '../../lib/app-error'
import { groupCommit, type Job } from '../../lib/group-commit'
import type { CompanyCaller } from '../auth'
import { orderConfirmationMail } from './mails'
import * as repo from './repository'
import { loadOrders, toOrderView } from './views'
import { notEnoughCredits, OT } from './texts'

export interface OrderDeps {
  db: Database
  mailer: Mailer
}

async function replay(db: Database, orderId: string): Promise<PlaceOrderResponse> {
  const [order] = await loadOrders(db, [orderId])
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

interface Placement {
  caller: CompanyCaller
  body: PlaceOrderBody
  key: string | null
}
type Line = ReturnType<typeof priceLines>[number]
interface Placed {
  head: Awaited<ReturnType<typeof repo.createOrders>>[number]
  lines: Line[]
}

/**
 * Prices and writes a batch of orders: one query for every line's vintage, one statement for
 * every order that fits. An order whose lines do not fit fails alone, before anything is written.
 */
async function writeOrders(db: Database, jobs: Job<Placement, Placed>[]) {
  const vintages = await repo.findVintages(
    db,
    jobs.flatMap((job) => job.input.body.cartItems),
  )
  const ready: { job: Job<Placement, Placed>; id: string; lines: Line[] }[] = []
  for (const job of jobs) {
    try {
      ready.push({ job, id: randomUUID(), lines: priceLines(job.input.body, vintages) })
    } catch (error) {
      job.reject(error)
    }
  }
  if (ready.length === 0) return
  const heads = await repo.createOrders(
    db,
    ready.map(({ job: { input }, id, lines }) => ({
      head: {
        id,
        companyId: input.caller.companyId,
        userId: input.caller.userId,
        idempotencyKey: input.key,
        totalCents: lines.reduce((s, l) => s + l.tonnes * l.priceCents, 0),
      },
      lines,
    })),
  )
  const byId = new Map(heads.map((head) => [head.id, head]))
  for (const { job, id, lines } of ready) job.resolve({ head: byId.get(id)!, lines })
}

/** One group-committing writer per database (the app's, or a test's). */
const writers = new WeakMap<Database, (placement: Placement) => Promise<Placed>>()
function orderWriter(db: Database) {
  let writer = writers.get(db)
  if (!writer) {
    writer = groupCommit<Placement, Placed>((jobs) => writeOrders(db, jobs))
    writers.set(db, writer)
  }
  return writer
}

/**
 * Creates an order with a price snapshot. Tonnes are checked against what is available now;
 * nothing is reserved (accepting the offer decrements the inventory), so the check needs no
 * lock. Orders placed at the same moment are written together (group commit, decision 094), so
 * a burst of orders costs two round trips per batch rather than per order.
 */
export async function placeOrder(
  deps: OrderDeps,
  caller: CompanyCaller,
  body: PlaceOrderBody,
  headerKey: string | undefined,
): Promise<PlaceOrderResponse> {
  const key = body.idempotencyKey ?? headerKey
  const seen = new Set(body.cartItems.map((i) => `${i.projectId}:${i.vintage}`))
  if (seen.size !== body.cartItems.length) throw new AppError('bad_request', OT.duplicateLine)

  let order: Order
  try {
    const { head, lines } = await orderWriter(deps.db)({ caller, body, key: key ?? null })
    order = toOrderView(head, lines, caller.email, null)
  } catch (error) {
    // A repeated key answers with its order. It is looked up only when this request cannot be
    // placed (a line no longer fits, or the unique key index refuses the insert), so a first
    // request costs no extra round trip.
    const existing = key ? await repo.findOrderIdByKey(deps.db, caller.userId, key) : undefined
    if (existing) return replay(deps.db, existing)
    throw error
  }

  await deps.mailer.send(orderConfirmationMail(caller.email, caller.locale, order))
  return { order, replayed: false }
}
