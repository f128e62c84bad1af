import type { ProviderEvent } from '../../adapters/payments'
import { verifyEvent } from '../../adapters/payments'
import type { Database } from '../../db/client'
import { AppError } from '../../lib/app-error'
import { applyOrderPaymentEvent } from '../orbit'
import type { ContributionDeps } from './deps'
import { metaString, portfolioOf, sessionFields, subscriptionFields, toDate } from './event-fields'
import { applyInvoice, type Receipt } from './invoice-events'
import { sendReceipt } from './receipts'
import * as repo from './repository'
import { texts } from './texts'

export type { Receipt }

/**
 * Verifies the provider's signature, then processes the event exactly once; after the commit,
 * each newly paid invoice gets its receipt mail.
 */
export async function handleWebhook(
  deps: ContributionDeps,
  input: { raw: string; signature?: string },
) {
  const { provider } = deps.payments
  const verified = await verifyEvent(provider.webhookSecret, input.raw, input.signature)
  if (!verified.ok) {
    throw new AppError(
      'bad_request',
      verified.reason === 'signature' ? texts.badSignature : texts.badPayload,
    )
  }
  const event: ProviderEvent = verified.event
  if (typeof event?.id !== 'string' || typeof event.type !== 'string' || !event.data?.object) {
    throw new AppError('bad_request', texts.badPayload)
  }
  const outcome = await deps.db.transaction(async (tx) => {
    const fresh = await repo.recordEvent(tx, {
      provider: provider.name,
      eventId: event.id,
      type: event.type,
    })
    if (!fresh) return { receipts: [], after: [] }
    // A self-service order's events (its metadata names the order) belong to orbit.
    const after = await applyOrderPaymentEvent({ ...deps, db: tx as unknown as Database }, event)
    if (after) return { receipts: [], after }
    return { receipts: await applyEvent(tx as unknown as Database, event), after: [] }
  })
  for (const run of outcome.after) await run()
  for (const receipt of outcome.receipts) await sendReceipt(deps, receipt)
}

async function applyEvent(tx: Database, event: ProviderEvent): Promise<Receipt[]> {
  const o = event.data.object
  switch (event.type) {
    case 'checkout.session.completed': {
      const s = sessionFields(o)
      const c = await repo.findContribution(
        tx,
        metaString(s.metadata, 'contributionId'),
        s.subscription,
        s.id,
      )
      if (!c) return []
      const customerId = s.email ? await repo.upsertCustomer(tx, s.email, c.locale) : c.customerId
      await repo.updateContribution(tx, c.id, {
        customerId,
        providerCustomerId: s.customer ?? c.providerCustomerId,
        subscriptionId: s.subscription ?? c.subscriptionId,
        status: c.status === 'draft' ? 'pending' : c.status,
      })
      return []
    }
    case 'invoice.paid':
    case 'invoice.payment_failed':
      return applyInvoice({ db: tx }, { paid: event.type === 'invoice.paid', object: o })
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const s = subscriptionFields(o)
      const c = await repo.findContribution(
        tx,
        metaString(s.metadata, 'contributionId'),
        s.id,
        null,
      )
      if (!c) return []
      if (c.subscriptionEventAt && c.subscriptionEventAt > toDate(event.created)) return []
      const deleted = event.type === 'customer.subscription.deleted' || s.status === 'canceled'
      const tonnes = Number(metaString(s.metadata, 'tonnes'))
      await repo.updateContribution(tx, c.id, {
        subscriptionId: s.id ?? c.subscriptionId,
        providerCustomerId: s.customer ?? c.providerCustomerId,
        amountCents: s.amountCents ?? c.amountCents,
        tonnesPerYear: Number.isInteger(tonnes) && tonnes > 0 ? tonnes : c.tonnesPerYear,
        portfolio: portfolioOf(metaString(s.metadata, 'portfolio'), c.portfolio),
        nextBillingAt: deleted ? null : s.periodEnd ? toDate(s.periodEnd) : c.nextBillingAt,
        canceledAt: deleted ? toDate(s.canceledAt ?? event.created) : null,
        status: ['paused', 'incomplete_expired'].includes(s.status ?? '') ? 'unknown' : c.status,
        subscriptionEventAt: toDate(event.created),
      })
      return []
    }
    default:
      // checkout.session.expired and anything else: recorded, nothing charged or changed.
      return []
  }
}
