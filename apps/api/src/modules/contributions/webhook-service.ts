import type { ProviderEvent } from '../../adapters/payments'
import { verifyEvent } from '../../adapters/payments'
import type { Database } from '../../db/client'
import { AppError } from '../../lib/app-error'
import { applyOrderPaymentEvent } from '../orbit'
import type { ContributionDeps } from './deps'
import { metaString, portfolioOf, sessionFields, subscriptionFields, toDate } from './event-fields'
import { applyInvoice, type Receipt } from './invoice-events'
import type { EventMailDeps } from './event-mails'
import { applyCustomerUpdate, applyFailedInvoice, mailAmountChanged } from './money-events'
import { sendReceipt } from './receipts'
import * as repo from './repository'
import { texts } from './texts'

export type { Receipt }

/**
 * Verifies the provider's signature, then processes the event exactly once, storing the mail it
 * tells of (a changed amount, a declined payment, a new card) in the same transaction; after the
 * commit, each newly paid invoice gets its receipt mail.
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
    if (!fresh) return NOTHING
    // A self-service order's events (its metadata names the order) belong to orbit.
    const after = await applyOrderPaymentEvent({ ...deps, db: tx as unknown as Database }, event)
    if (after) return { ...NOTHING, after }
    return applyEvent({ ...deps, tx: tx as unknown as Database }, event)
  })
  outcome.deliver()
  for (const run of outcome.after ?? []) await run()
  for (const receipt of outcome.receipts) await sendReceipt(deps, receipt)
}

/**
 * What an event committed: receipts to send, the start of its stored mail's delivery, and an
 * order payment's steps that run after the commit.
 */
interface Outcome {
  receipts: Receipt[]
  deliver: () => void
  after?: (() => Promise<void>)[]
}
const NOTHING: Outcome = { receipts: [], deliver: () => {} }
const mailed = (deliver: () => void): Outcome => ({ receipts: [], deliver })

async function applyEvent(deps: EventMailDeps, event: ProviderEvent): Promise<Outcome> {
  const { tx } = deps
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
      if (!c) return NOTHING
      const customerId = s.email ? await repo.upsertCustomer(tx, s.email, c.locale) : c.customerId
      await repo.updateContribution(tx, c.id, {
        customerId,
        providerCustomerId: s.customer ?? c.providerCustomerId,
        subscriptionId: s.subscription ?? c.subscriptionId,
        status: c.status === 'draft' ? 'pending' : c.status,
      })
      return NOTHING
    }
    case 'invoice.paid':
      return { ...NOTHING, ...(await applyInvoice({ db: tx }, { paid: true, object: o })) }
    case 'invoice.payment_failed':
      return mailed(await applyFailedInvoice(deps, o))
    case 'customer.updated':
      return mailed(await applyCustomerUpdate(deps, o))
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const s = subscriptionFields(o)
      const c = await repo.findContribution(
        tx,
        metaString(s.metadata, 'contributionId'),
        s.id,
        null,
      )
      if (!c) return NOTHING
      if (c.subscriptionEventAt && c.subscriptionEventAt > toDate(event.created)) return NOTHING
      const deleted = event.type === 'customer.subscription.deleted' || s.status === 'canceled'
      const tonnes = Number(metaString(s.metadata, 'tonnes'))
      const nextBillingAt = deleted ? null : s.periodEnd ? toDate(s.periodEnd) : c.nextBillingAt
      await repo.updateContribution(tx, c.id, {
        subscriptionId: s.id ?? c.subscriptionId,
        providerCustomerId: s.customer ?? c.providerCustomerId,
        amountCents: s.amountCents ?? c.amountCents,
        tonnesPerYear: Number.isInteger(tonnes) && tonnes > 0 ? tonnes : c.tonnesPerYear,
        portfolio: portfolioOf(metaString(s.metadata, 'portfolio'), c.portfolio),
        nextBillingAt,
        canceledAt: deleted ? toDate(s.canceledAt ?? event.created) : null,
        status: ['paused', 'incomplete_expired'].includes(s.status ?? '') ? 'unknown' : c.status,
        subscriptionEventAt: toDate(event.created),
      })
      const changed = !deleted && s.amountCents !== null && s.amountCents !== c.amountCents
      return changed
        ? mailed(await mailAmountChanged(deps, { c, newCents: s.amountCents!, nextBillingAt }))
        : NOTHING
    }
    default:
      // checkout.session.expired and anything else: recorded, nothing charged or changed.
      return NOTHING
  }
}
