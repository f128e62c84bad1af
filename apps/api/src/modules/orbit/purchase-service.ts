import { randomUUID } from 'node:crypto'
import type { Locale } from '@kelp/core/http'
import type { PurchaseBody, PurchaseResponse } from '@kelp/core/orbit'
import { invoiceFacts, findBilling, BT } from '../billing'
import type { AppDeps } from '../../deps'
import { AppError } from '../../lib/app-error'
import type { CompanyCaller } from '../auth'
import { fulfilOrder, releaseOrder, type AfterCommit } from './fulfil-service'
import { openCheckout } from './purchase-checkout'
import { canPurchase, checkoutMethods, creditLineOf, selfServiceLimits } from './purchase-options'
import * as purchases from './purchase-repository'
import { PT, overAmount, overCreditLine, overTonnes } from './purchase-texts'
import * as repo from './repository'
import { OT } from './texts'
import { reserve } from '../inventory'
import { KG_PER_TONNE, orderReference } from './purchase-ledger'
import { loadOrders } from './views'

export type PurchaseDeps = Pick<
  AppDeps,
  'db' | 'env' | 'mailer' | 'payments' | 'events' | 'seller' | 'storage' | 'log' | 'now'
>

export interface PurchaseInput {
  caller: CompanyCaller
  body: PurchaseBody
  /** The language of the payment page, the invoice and the receipt. */
  locale: Locale
}

type Vintage = Awaited<ReturnType<typeof repo.findVintages>>[number]

function priceLines(body: PurchaseBody, vintages: Vintage[]) {
  return body.cartItems.map((item) => {
    const v = vintages.find((x) => x.projectId === item.projectId && x.year === item.vintage)
    if (!v) throw new AppError('not_found', OT.projectMissing)
    return { v, tonnes: item.tonnes }
  })
}

async function replay(deps: PurchaseDeps, orderId: string): Promise<PurchaseResponse> {
  const row = await purchases.findOrderById(deps.db, orderId)
  const [order] = await loadOrders(deps, [orderId])
  const open = row?.status === 'awaiting_payment'
  return { order: order!, checkoutUrl: open ? (row?.checkoutUrl ?? null) : null, replayed: true }
}

/**
 * Buys issued credits from the cart without an operator, in one transaction: prices the lines,
 * checks the self-service limits (and the invoice line), reserves the tonnes (never more than
 * are left, whatever the concurrency) and writes the order. On invoice the order is delivered
 * in the same transaction; otherwise a Checkout is opened after the commit and the order waits
 * for the provider's verified event. A repeated idempotency key answers with its purchase.
 */
export async function purchaseCredits(
  deps: PurchaseDeps,
  input: PurchaseInput,
): Promise<PurchaseResponse> {
  const { caller, body, locale } = input
  if (!canPurchase(caller)) throw new AppError('forbidden', PT.noPurchaseRights)
  const key = body.idempotencyKey
  const seen = await repo.findOrderIdByKey(deps.db, caller.userId, key)
  if (seen) return replay(deps, seen)
  const lines = new Set(body.cartItems.map((i) => `${i.projectId}:${i.vintage}`))
  if (lines.size !== body.cartItems.length) throw new AppError('bad_request', OT.duplicateLine)
  const invoice = body.paymentMethod === 'invoice'
  if (!invoice && !checkoutMethods(deps).includes(body.paymentMethod)) {
    throw new AppError('bad_request', PT.methodUnavailable)
  }
  const [billing, limits, creditLine] = await Promise.all([
    findBilling(deps.db, caller.companyId),
    selfServiceLimits(deps),
    creditLineOf(deps, caller.companyId),
  ])
  if (!billing) throw new AppError('conflict', BT.billingMissing)
  if (invoice && !creditLine) throw new AppError('bad_request', PT.invoiceNotApproved)

  let written: { orderId: string; after: AfterCommit[] }
  try {
    written = await deps.db.transaction(async (tx) => {
      const priced = priceLines(body, await repo.findVintages(tx, body.cartItems))
      if (priced.some((l) => l.v.expectedDeliveryYear !== null)) {
        throw new AppError('bad_request', PT.forward)
      }
      const totalCents = priced.reduce((s, l) => s + l.tonnes * l.v.priceCents, 0)
      const totalTonnes = priced.reduce((s, l) => s + l.tonnes, 0)
      if (totalCents > limits.maxOrderCents) {
        throw new AppError('bad_request', overAmount(totalCents, limits.maxOrderCents))
      }
      if (totalTonnes > limits.maxOrderTonnes) {
        throw new AppError('bad_request', overTonnes(totalTonnes, limits.maxOrderTonnes))
      }
      const facts = invoiceFacts(
        deps.seller,
        billing,
        {
          orderNumber: '',
          currency: 'EUR',
          feeLabel: '',
          feeCents: 0,
          lines: priced.map((l) => ({
            projectName: l.v.projectName,
            vintage: l.v.year,
            expectedDeliveryYear: null,
            tonnes: l.tonnes,
            priceCents: l.v.priceCents,
          })),
        },
        deps.now().toISOString().slice(0, 10),
      )
      const grossCents = facts.netCents + facts.vatCents
      if (invoice && creditLine && grossCents > creditLine.availableCents) {
        throw new AppError('bad_request', overCreditLine(grossCents, creditLine.availableCents))
      }
      // The ledger takes the tonnes (row locks on the vintage's lots: two buyers of the last
      // tonnes queue, and the second finds them gone). Vintages in id order: no deadlocks.
      const orderId = randomUUID()
      const reference = orderReference(orderId)
      for (const l of [...priced].sort((a, b) => a.v.vintageId.localeCompare(b.v.vintageId))) {
        await reserve(
          { db: tx },
          {
            projectId: l.v.projectId,
            vintage: l.v.year,
            kg: l.tonnes * KG_PER_TONNE,
            reference,
            idempotencyKey: `${reference}:reserve:${l.v.vintageId}`,
            companyId: caller.companyId,
            actor: caller.email,
          },
        )
      }
      await repo.createOrder(tx, {
        head: {
          id: orderId,
          companyId: caller.companyId,
          userId: caller.userId,
          idempotencyKey: key,
          totalCents,
          status: 'awaiting_payment',
          channel: 'self_service',
          paymentMethod: body.paymentMethod,
          amountDueCents: grossCents,
        },
        lines: priced.map((l) => ({
          id: randomUUID(),
          projectId: l.v.projectId,
          vintageId: l.v.vintageId,
          vintage: l.v.year,
          tonnes: l.tonnes,
          priceCents: l.v.priceCents,
        })),
      })
      const after = invoice
        ? await fulfilOrder({ ...deps, db: tx }, { orderId, locale, email: caller.email })
        : []
      return { orderId, after }
    })
  } catch (error) {
    // Two requests with one key at once: the unique index refuses the second insert.
    const existing = await repo.findOrderIdByKey(deps.db, caller.userId, key)
    if (existing) return replay(deps, existing)
    throw error
  }
  for (const run of written.after) await run()

  let checkoutUrl: string | null = null
  if (!invoice) {
    try {
      checkoutUrl = await openCheckout(deps, { orderId: written.orderId, caller, locale, body })
    } catch (error) {
      // No payment page, no reservation: the tonnes go back before the 503 is answered.
      await releaseOrder(deps, { orderId: written.orderId, status: 'expired' })
      throw error
    }
  }
  const [order] = await loadOrders(deps, [written.orderId])
  deps.events.emit(caller.companyId, 'order.placed', { order })
  return { order: order!, checkoutUrl, replayed: false }
}
