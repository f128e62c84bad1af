import { randomUUID } from 'node:crypto'
import type { Locale } from '@kelp/core/http'
import { renderInvoice } from '../../adapters/pdf'
import type { AppDeps } from '../../deps'
import { writeAudit } from '../audit'
import { findBilling, invoiceFacts, invoiceInput, nextInvoiceNumber } from '../billing'
import { storeDocument } from '../documents'
import { purchaseReceiptMail } from './purchase-mails'
import * as purchases from './purchase-repository'
import { toOrderView } from './views'
import { release, sell } from '../inventory'
import { orderReference } from './purchase-ledger'

/** Work that must wait for the commit (mail delivery, filing the PDF, closing a Checkout). */
export type AfterCommit = () => Promise<void>

type FulfilDeps = Pick<AppDeps, 'db' | 'env' | 'mailer' | 'seller' | 'storage' | 'log' | 'now'>

const portfolioLink = (deps: Pick<AppDeps, 'env'>, locale: Locale) =>
  `${deps.env.WEB_ORIGIN.replace(/\/$/, '')}${locale === 'de' ? '/de' : ''}/portfolio-manager`

/**
 * Delivers a reserved order, inside the caller's transaction (`deps.db` is it): the reserved
 * tonnes become the company's holdings, the sale is booked as an accepted offer with its
 * invoice number and facts, the order is paid and delivered, and the receipt mail is queued
 * in the outbox. Answers the work left for after the commit; an order that is not awaiting
 * payment (already delivered, a repeated event) is left as it is.
 */
export async function fulfilOrder(
  deps: FulfilDeps,
  input: { orderId: string; locale?: Locale; email?: string },
): Promise<AfterCommit[]> {
  const { db } = deps
  const order = await purchases.lockOrder(db, input.orderId)
  if (!order || order.channel !== 'self_service') return []
  if (order.status !== 'awaiting_payment') {
    if (order.status !== 'delivered') {
      // Paid after the reservation was released (a late event): the money is taken but the
      // tonnes may be sold. An operator refunds or re-delivers; nothing is sold twice.
      deps.log.error({ orderId: order.id, status: order.status }, 'payment for a released order')
    }
    return []
  }
  // One statement at a time: `db` is the caller's transaction (a single connection).
  const billing = await findBilling(db, order.companyId)
  const lines = await purchases.orderLines(db, order.id)
  const locale = input.locale ?? 'en'
  const email = input.email ?? (await purchases.placedByEmail(db, order.userId))
  const now = deps.now()
  const sale = {
    orderNumber: order.number,
    currency: order.currency,
    feeLabel: '',
    feeCents: 0,
    lines: lines.map(({ item, projectName }) => ({
      ...item,
      projectName,
      expectedDeliveryYear: null,
    })),
  }
  const facts = invoiceFacts(deps.seller, billing!, sale, now.toISOString().slice(0, 10))
  const invoiceNumber = await nextInvoiceNumber(db, 'invoice', now.getUTCFullYear())
  const reference = orderReference(order.id)
  await sell({ db }, { reference, idempotencyKey: `${reference}:sell`, companyId: order.companyId })
  const offerId = randomUUID()
  await purchases.insertSale(db, {
    offer: {
      id: offerId,
      orderId: order.id,
      companyId: order.companyId,
      status: 'accepted',
      subtotalCents: order.totalCents,
      validUntil: now,
      createdBy: 'self-service',
      acceptedAt: now,
      acceptedBy: order.userId,
      invoiceNumber,
      invoiceFacts: facts,
    },
    lines: lines.map(({ item }) => item),
    year: now.getUTCFullYear(),
  })
  await purchases.updateOrder(db, order.id, {
    status: 'delivered',
    paidAt: order.paymentMethod === 'invoice' ? null : now,
    deliveredAt: now,
  })
  await writeAudit(db, email, 'order.delivered', `order:${order.id}`, {
    companyId: order.companyId,
    invoiceNumber,
    paymentMethod: order.paymentMethod,
  })
  const delivered = toOrderView(
    {
      ...order,
      status: 'delivered',
      paidAt: order.paymentMethod === 'invoice' ? null : now,
      deliveredAt: now,
    },
    lines.map(({ item, projectName, projectSlug }) => ({
      ...item,
      projectName,
      projectSlug,
      expectedDeliveryYear: null,
    })),
    email,
    null,
  )
  const mail = purchaseReceiptMail(
    email,
    locale,
    delivered,
    invoiceNumber,
    portfolioLink(deps, locale),
  )
  const deliverMail = await deps.mailer.sendInTransaction(db, mail)
  const year = now.getUTCFullYear()
  const companyId = order.companyId
  return [
    async () => deliverMail(),
    // The PDF is rendered after the commit and not awaited: no locks are held while it
    // renders and the payment's answer does not wait for it. The facts are stored with the
    // sale, so a failed filing can be repeated with the same invoice.
    async () => void fileSaleInvoice(),
  ]
  async function fileSaleInvoice() {
    try {
      const pdf = await renderInvoice(
        invoiceInput('invoice', invoiceNumber, deps.seller, facts, sale, locale, null),
        locale,
      )
      await deps.db.transaction(async (tx) => {
        const doc = await storeDocument(
          { db: tx, storage: deps.storage },
          {
            companyId,
            kind: 'admin_document',
            year,
            title: `Invoice ${invoiceNumber}`,
            titleDe: `Rechnung ${invoiceNumber}`,
            fileName: `${invoiceNumber}.pdf`,
            contentType: 'application/pdf',
            body: pdf,
          },
        )
        await purchases.linkSaleInvoice(tx, offerId, doc.id)
      })
    } catch (error) {
      deps.log.error({ err: error, invoiceNumber }, 'invoice filing failed')
    }
  }
}

/**
 * Returns an unpaid order's reserved tonnes to stock (payment failed, Checkout expired), in the
 * caller's transaction. Only an order still awaiting payment is released, so a repeated or
 * late event changes nothing.
 */
export async function releaseOrderIn(
  deps: Pick<AppDeps, 'db' | 'payments'>,
  input: { orderId: string; status: 'payment_failed' | 'expired' },
): Promise<AfterCommit[]> {
  const order = await purchases.lockOrder(deps.db, input.orderId)
  if (!order || order.status !== 'awaiting_payment') return []
  const reference = orderReference(order.id)
  await release({ db: deps.db }, { reference, idempotencyKey: `${reference}:release` })
  await purchases.updateOrder(deps.db, order.id, { status: input.status, releasedAt: new Date() })
  const session = order.checkoutSessionId
  // A failed payment closes its Checkout, so nothing can be paid on a released order.
  if (!session || input.status !== 'payment_failed') return []
  return [() => deps.payments.provider.expireCheckout(session).catch(() => undefined)]
}

export async function releaseOrder(
  deps: Pick<AppDeps, 'db' | 'payments'>,
  input: { orderId: string; status: 'payment_failed' | 'expired' },
) {
  const after = await deps.db.transaction((tx) => releaseOrderIn({ ...deps, db: tx }, input))
  for (const run of after) await run()
}
