import type { Order, PlaceOrderBody, PlaceOrderResponse } from '@kelp/core/orbit'
import type { Mailer } from '../../adapters/mail'
import type { Database } from '../../db/client'
import { AppError } from '../../lib/app-error'
import type { CompanyCaller } from '../portfolio/access'
import { notEnoughCredits, PT } from '../portfolio/texts'
import { orderConfirmationMail } from './mails'
import * as repo from './repository'
import { loadOrders, toOrderView } from './views'

export interface OrderDeps {
  db: Database
  mailer: Mailer
}

async function replay(db: Database, orderId: string): Promise<PlaceOrderResponse> {
  const [order] = await loadOrders(db, [orderId])
  return { order: order!, replayed: true }
}

/**
 * Creates an order with a price snapshot in one transaction. Tonnes are checked against what
 * is available now; nothing is reserved (accepting the offer decrements the inventory).
 * Round trips are kept few (issue 11): one query for every line's vintage, the order number
 * drawn inside the insert, and the answer built from what the transaction wrote.
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

  let order: Order
  try {
    order = await deps.db.transaction(async (tx) => {
      const vintages = await repo.findVintages(tx, body.cartItems)
      const lines = body.cartItems.map((item) => {
        const vintage = vintages.find(
          (v) => v.projectId === item.projectId && v.year === item.vintage,
        )
        if (!vintage) throw new AppError('not_found', PT.projectMissing)
        if (item.tonnes > vintage.creditsAvailable) {
          throw new AppError(
            'bad_request',
            notEnoughCredits(vintage.projectName, vintage.year, vintage.creditsAvailable),
          )
        }
        return { ...vintage, tonnes: item.tonnes }
      })
      const head = await repo.insertOrder(tx, {
        companyId: caller.companyId,
        userId: caller.userId,
        idempotencyKey: key ?? null,
        totalCents: lines.reduce((s, l) => s + l.tonnes * l.priceCents, 0),
      })
      const ids = await repo.insertOrderItems(
        tx,
        lines.map((l) => ({
          orderId: head.id,
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
      const items = lines.map((l, i) => ({
        id: ids[i]!.id,
        projectId: l.projectId,
        projectSlug: l.projectSlug,
        projectName: l.projectName,
        vintage: l.year,
        tonnes: l.tonnes,
        priceCents: l.priceCents,
      }))
      return toOrderView(head, items, caller.email, null)
    })
  } catch (error) {
    // A parallel request with the same key won the unique index: answer with its order.
    const existing = key ? await repo.findOrderIdByKey(deps.db, caller.userId, key) : undefined
    if (existing) return replay(deps.db, existing)
    throw error
  }

  await deps.mailer.send(orderConfirmationMail(caller.email, caller.locale, order))
  return { order, replayed: false }
}
