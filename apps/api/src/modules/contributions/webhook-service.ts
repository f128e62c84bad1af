import { eq } from 'drizzle-orm'
import type { ProviderEvent } from '../../adapters/payments'
import { verifyEvent } from '../../adapters/payments'
import type { Database } from '../../db/client'
import { contributions, webhookEvents } from '../../db/schema'
import { AppError } from '../../lib/app-error'
import { metaString, portfolioOf, sessionFields, subscriptionFields, toDate } from './event-fields'
import { applyInvoice, type Receipt } from './invoice-events'
import { findContribution, upsertCustomer } from './repository'
import { texts } from './texts'

export type { Receipt }

export interface WebhookDeps {
  db: Database
  provider: string
  secret: string
  /** Called after the event's transaction committed, once per newly paid invoice. */
  onPaid(receipt: Receipt): Promise<void>
}

/** Verifies the Stripe-Signature, then processes the event exactly once. */
export async function handleWebhook(deps: WebhookDeps, raw: string, signature?: string) {
  const verified = await verifyEvent(deps.secret, raw, signature)
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
  const receipts = await deps.db.transaction(async (tx) => {
    const fresh = await tx
      .insert(webhookEvents)
      .values({ provider: deps.provider, eventId: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: webhookEvents.id })
    if (fresh.length === 0) return []
    return applyEvent(tx as unknown as Database, event)
  })
  for (const receipt of receipts) await deps.onPaid(receipt)
}

async function applyEvent(tx: Database, event: ProviderEvent): Promise<Receipt[]> {
  const o = event.data.object
  switch (event.type) {
    case 'checkout.session.completed': {
      const s = sessionFields(o)
      const c = await findContribution(
        tx,
        metaString(s.metadata, 'contributionId'),
        s.subscription,
        s.id,
      )
      if (!c) return []
      const customerId = s.email ? await upsertCustomer(tx, s.email, c.locale) : c.customerId
      await tx
        .update(contributions)
        .set({
          customerId,
          providerCustomerId: s.customer ?? c.providerCustomerId,
          subscriptionId: s.subscription ?? c.subscriptionId,
          status: c.status === 'draft' ? 'pending' : c.status,
        })
        .where(eq(contributions.id, c.id))
      return []
    }
    case 'invoice.paid':
    case 'invoice.payment_failed':
      return applyInvoice(tx, event.type === 'invoice.paid', o)
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const s = subscriptionFields(o)
      const c = await findContribution(tx, metaString(s.metadata, 'contributionId'), s.id, null)
      if (!c) return []
      if (c.subscriptionEventAt && c.subscriptionEventAt > toDate(event.created)) return []
      const deleted = event.type === 'customer.subscription.deleted' || s.status === 'canceled'
      const tonnes = Number(metaString(s.metadata, 'tonnes'))
      await tx
        .update(contributions)
        .set({
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
        .where(eq(contributions.id, c.id))
      return []
    }
    default:
      // checkout.session.expired and anything else: recorded, nothing charged or changed.
      return []
  }
}
