import type { SelfServiceLimits } from '@kelp/core/orbit'
import type { AppDeps } from '../../deps'
import { AppError } from '../../lib/app-error'
import { writeAudit } from '../audit'
import type { CompanyCaller } from '../auth'
import { creditLineOf, selfServiceLimits } from './purchase-options'
import * as purchases from './purchase-repository'
import { PT } from './purchase-texts'
import { loadOrders } from './views'

type Db = Pick<AppDeps, 'db'>

/** One of the caller's company's orders (the order page after Checkout reads it). */
export async function companyOrder(
  deps: Db,
  { caller, id }: { caller: CompanyCaller; id: string },
) {
  const row = await purchases.findCompanyOrder(deps.db, caller.companyId, id)
  if (!row) throw new AppError('not_found', PT.orderMissing)
  const [order] = await loadOrders(deps, [id])
  return { order: order! }
}

export async function readLimits(deps: Db) {
  return selfServiceLimits(deps)
}

export async function setLimits(
  deps: Db,
  { actor, limits }: { actor: string; limits: SelfServiceLimits },
) {
  await deps.db.transaction(async (tx) => {
    await purchases.saveLimits(tx, { ...limits, updatedBy: actor })
    await writeAudit(tx, actor, 'self_service.limits', 'self-service', { ...limits })
  })
  return limits
}

export async function readCreditLine(deps: Db, { companyId }: { companyId: string }) {
  return { creditLine: await creditLineOf(deps, companyId) }
}

/** Approves a company to buy on invoice up to `limitCents` of unpaid invoices (or removes it). */
export async function setCreditLine(
  deps: Db,
  input: { actor: string; companyId: string; limitCents: number | null },
) {
  const { actor, companyId, limitCents } = input
  await deps.db.transaction(async (tx) => {
    if (limitCents === null) await purchases.deleteCreditLine(tx, companyId)
    else await purchases.saveCreditLine(tx, { companyId, limitCents, approvedBy: actor })
    await writeAudit(tx, actor, 'credit_line.set', `company:${companyId}`, { limitCents })
  })
  return readCreditLine(deps, { companyId })
}

/** Records that an on-invoice order was paid: it no longer counts against the credit line. */
export async function markInvoicePaid(
  deps: Db,
  { actor, orderId }: { actor: string; orderId: string },
) {
  const order = await purchases.findOrderById(deps.db, orderId)
  if (!order || order.paymentMethod !== 'invoice' || order.status !== 'delivered') {
    throw new AppError('not_found', PT.orderMissing)
  }
  if (!order.invoicePaidAt) {
    await deps.db.transaction(async (tx) => {
      const now = new Date()
      await purchases.updateOrder(tx, orderId, { invoicePaidAt: now, paidAt: now })
      await writeAudit(tx, actor, 'order.invoice_paid', `order:${orderId}`, {})
    })
  }
  const [view] = await loadOrders(deps, [orderId])
  return { order: view! }
}
