import type { PlaceOrderBody, PlaceOrderResponse } from '@kelp/core/orbit'
import type { Mailer } from '../../adapters/mail'
import type { Database } from '../../db/client'
import { AppError } from '../../lib/app-error'
import type { CompanyCaller } from '../portfolio/access'
import { notEnoughCredits, PT } from '../portfolio/texts'
import { orderConfirmationMail } from './mails'
import * as repo from './repository'
import { loadOrders } from './views'

export interface OrderDeps {
  db: Database
  mailer: Mailer
}

function orderNumber(seq: number, now: Date) {
  return `ORB-${now.getUTCFullYear()}-${String(seq).padStart(6, '0')}`
}

async function replay(db: Database, orderId: string): Promise<PlaceOrderResponse> {
  const [order] = await loadOrders(db, [orderId])
  return { order: order!, replayed: true }
}

/**
 * Creates an order with a price snapshot in one transaction. Tonnes are checked against what
 * is available now; nothing is reserved (accepting the offer decrements the inventory).
 */
export async function placeOrder(
  deps: OrderDeps,
  caller: CompanyCaller,
  body: PlaceOrderBody,
  headerKey: string | undefined,
): Promise<PlaceOrderResponse> {
  const key = body.idempotencyKey ?? headerKey
  if (key) {
    const existing = await repo.findOrderIdByKey(deps.db, caller.userId, key)
    if (existing) return replay(deps.db, existing)
  }
  const seen = new Set(body.cartItems.map((i) => `${i.projectId}:${i.vintage}`))
  if (seen.size !== body.cartItems.length) throw new AppError('bad_request', PT.duplicateLine)

  let orderId: string
  try {
    orderId = await deps.db.transaction(async (tx) => {
      const lines = []
      for (const item of body.cartItems) {
        const vintage = await repo.findVintage(tx, item.projectId, item.vintage)
        if (!vintage) throw new AppError('not_found', PT.projectMissing)
        if (item.tonnes > vintage.creditsAvailable) {
          throw new AppError(
            'bad_request',
            notEnoughCredits(vintage.projectName, vintage.year, vintage.creditsAvailable),
          )
        }
        lines.push({ ...vintage, tonnes: item.tonnes })
      }
      const now = new Date()
      const order = await repo.insertOrder(tx, {
        number: orderNumber(await repo.nextSequenceValue(tx, 'order_number_seq'), now),
        companyId: caller.companyId,
        userId: caller.userId,
        idempotencyKey: key ?? null,
        totalCents: lines.reduce((s, l) => s + l.tonnes * l.priceCents, 0),
      })
      await repo.insertOrderItems(
        tx,
        lines.map((l) => ({
          orderId: order.id,
          projectId: l.projectId,
          vintageId: l.vintageId,
          vintage: l.year,
          tonnes: l.tonnes,
          priceCents: l.priceCents,
        })),
      )
      await repo.clearCartVintages(
        tx,
        caller.userId,
        lines.map((l) => l.vintageId),
      )
      return order.id
    })
  } catch (error) {
    // A parallel request with the same key won the unique index: answer with its order.
    const existing = key ? await repo.findOrderIdByKey(deps.db, caller.userId, key) : undefined
    if (existing) return replay(deps.db, existing)
    throw error
  }

  const [order] = await loadOrders(deps.db, [orderId])
  const user = await repo.findUserLocale(deps.db, caller.userId)
  await deps.mailer.send(orderConfirmationMail(caller.email, user?.locale ?? 'en', order!))
  return { order: order!, replayed: false }
}
