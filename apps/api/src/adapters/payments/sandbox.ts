import { createHmac } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { sandboxCheckoutSessions, sandboxCustomers, sandboxSubscriptions } from '../../db/schema'
import {
  addMonth,
  sandboxEvent,
  sandboxId,
  sandboxInvoice,
  sandboxSubscription,
} from './sandbox-events'
import { signPayload } from './signature'
import type { PaymentsProvider, ProviderEvent } from './types'
import { PaymentsProviderError } from './types'

/** Hands a signed event to the one webhook handler: (raw body, Stripe-Signature header). */
export type Deliver = (rawBody: string, signature: string) => Promise<void>

export type SandboxSessionRow = typeof sandboxCheckoutSessions.$inferSelect
export type SandboxSubscriptionRow = typeof sandboxSubscriptions.$inferSelect

export function sandboxWebhookSecret(appSecret: string): string {
  return createHmac('sha256', appSecret).update('kelp-payments-sandbox-webhook').digest('hex')
}

const localePrefix = (url: string) =>
  /^\/de(\/|$)/.test(new URL(url, 'http://localhost').pathname) ? '/de' : ''

/**
 * The embedded payment provider: its sessions, customers and subscriptions live in its own
 * tables; everything it tells Kelp goes through `deliver` as signed Stripe-shaped events.
 */
export function createSandbox(db: Database, secret: string, deliver: Deliver) {
  async function emit(event: ProviderEvent) {
    const body = JSON.stringify(event)
    await deliver(body, signPayload(secret, body, event.created))
  }

  async function customerFor(email: string): Promise<string> {
    const [row] = await db
      .insert(sandboxCustomers)
      .values({ id: sandboxId('cus'), email })
      .onConflictDoUpdate({ target: sandboxCustomers.email, set: { email } })
      .returning({ id: sandboxCustomers.id })
    return row!.id
  }

  async function subscriptionEvent(type: string, sub: SandboxSubscriptionRow) {
    await emit(
      sandboxEvent(
        type,
        sandboxSubscription({
          ...sub,
          canceledAt: sub.status === 'canceled' ? new Date() : undefined,
        }),
      ),
    )
  }

  const provider: PaymentsProvider = {
    name: 'sandbox',
    webhookSecret: secret,
    async createCheckout(input) {
      const id = sandboxId('cs')
      const prefix = input.locale === 'de' ? '/de' : ''
      await db.insert(sandboxCheckoutSessions).values({
        id,
        contributionId: input.metadata.contributionId,
        mode: input.mode,
        amountCents: input.amountCents,
        currency: input.currency,
        metadata: input.metadata,
        status: 'open',
        successUrl: input.successUrl.replace('{CHECKOUT_SESSION_ID}', id),
        cancelUrl: input.cancelUrl,
      })
      return { sessionId: id, url: `${prefix}/contribute/pay/${id}` }
    },
    async createPortal(_customer, returnUrl) {
      return { url: `${localePrefix(returnUrl)}/contribute/dashboard/adjust` }
    },
    async modifySubscription(subscriptionId, change) {
      const [sub] = await db
        .update(sandboxSubscriptions)
        .set({ amountCents: change.amountCents, metadata: change.metadata })
        .where(
          and(
            eq(sandboxSubscriptions.id, subscriptionId),
            eq(sandboxSubscriptions.status, 'active'),
          ),
        )
        .returning()
      if (!sub) throw new PaymentsProviderError('No such active subscription', 404)
      await subscriptionEvent('customer.subscription.updated', sub)
    },
    async cancelSubscription(subscriptionId) {
      const [sub] = await db
        .update(sandboxSubscriptions)
        .set({ status: 'canceled' })
        .where(
          and(
            eq(sandboxSubscriptions.id, subscriptionId),
            eq(sandboxSubscriptions.status, 'active'),
          ),
        )
        .returning()
      if (!sub) throw new PaymentsProviderError('No such active subscription', 404)
      await subscriptionEvent('customer.subscription.deleted', sub)
    },
  }

  return {
    provider,
    async getSession(id: string): Promise<SandboxSessionRow | undefined> {
      const [row] = await db
        .select()
        .from(sandboxCheckoutSessions)
        .where(eq(sandboxCheckoutSessions.id, id))
      return row
    },

    /** A declined card: the session stays open; the failed payment is reported. */
    async decline(session: SandboxSessionRow, email: string) {
      const customer = await customerFor(email)
      const now = new Date()
      await emit(
        sandboxEvent(
          'invoice.payment_failed',
          sandboxInvoice({
            customer,
            email,
            amountCents: session.amountCents,
            currency: session.currency,
            metadata: session.metadata,
            subscription: null,
            paid: false,
            billingReason: session.mode === 'subscription' ? 'subscription_create' : 'manual',
            periodStart: now,
            periodEnd: session.mode === 'subscription' ? addMonth(now) : now,
          }),
        ),
      )
    },

    /** Completes an open session; false when it is no longer open. */
    async pay(session: SandboxSessionRow, email: string, card: 'ok' | 'renewal_fails') {
      const customer = await customerFor(email)
      const now = new Date()
      const end = addMonth(now)
      const subscriptionId = session.mode === 'subscription' ? sandboxId('sub') : null
      const [done] = await db
        .update(sandboxCheckoutSessions)
        .set({ status: 'complete', customerId: customer, subscriptionId })
        .where(
          and(
            eq(sandboxCheckoutSessions.id, session.id),
            eq(sandboxCheckoutSessions.status, 'open'),
          ),
        )
        .returning()
      if (!done) return false
      if (subscriptionId) {
        await db.insert(sandboxSubscriptions).values({
          id: subscriptionId,
          customerId: customer,
          amountCents: session.amountCents,
          currency: session.currency,
          metadata: session.metadata,
          status: 'active',
          card,
          currentPeriodStart: now,
          currentPeriodEnd: end,
        })
      }
      await emit(
        sandboxEvent('checkout.session.completed', {
          id: session.id,
          object: 'checkout.session',
          mode: session.mode,
          status: 'complete',
          payment_status: 'paid',
          customer,
          customer_details: { email },
          subscription: subscriptionId,
          metadata: session.metadata,
          amount_total: session.amountCents,
          currency: session.currency,
        }),
      )
      await emit(
        sandboxEvent(
          'invoice.paid',
          sandboxInvoice({
            customer,
            email,
            amountCents: session.amountCents,
            currency: session.currency,
            metadata: session.metadata,
            subscription: subscriptionId,
            paid: true,
            billingReason: subscriptionId ? 'subscription_create' : 'manual',
            periodStart: now,
            periodEnd: subscriptionId ? end : now,
          }),
        ),
      )
      return true
    },

    async abandon(session: SandboxSessionRow) {
      const [done] = await db
        .update(sandboxCheckoutSessions)
        .set({ status: 'expired' })
        .where(
          and(
            eq(sandboxCheckoutSessions.id, session.id),
            eq(sandboxCheckoutSessions.status, 'open'),
          ),
        )
        .returning()
      if (!done) return false
      await emit(
        sandboxEvent('checkout.session.expired', {
          id: session.id,
          object: 'checkout.session',
          mode: session.mode,
          status: 'expired',
          payment_status: 'unpaid',
          metadata: session.metadata,
        }),
      )
      return true
    },

    /** Bills the next month of an active subscription now (renewal, for testing and demos). */
    async advance(subscriptionId: string) {
      const [sub] = await db
        .select()
        .from(sandboxSubscriptions)
        .where(eq(sandboxSubscriptions.id, subscriptionId))
      if (!sub || sub.status !== 'active') return undefined
      const [customer] = await db
        .select()
        .from(sandboxCustomers)
        .where(eq(sandboxCustomers.id, sub.customerId))
      const paid = sub.card === 'ok'
      const periodStart = sub.currentPeriodEnd
      const periodEnd = addMonth(periodStart)
      await emit(
        sandboxEvent(
          paid ? 'invoice.paid' : 'invoice.payment_failed',
          sandboxInvoice({
            customer: sub.customerId,
            email: customer!.email,
            amountCents: sub.amountCents,
            currency: sub.currency,
            metadata: sub.metadata,
            subscription: sub.id,
            paid,
            billingReason: 'subscription_cycle',
            periodStart,
            periodEnd,
          }),
        ),
      )
      if (!paid) return { paid, nextBillingDate: sub.currentPeriodEnd }
      const [next] = await db
        .update(sandboxSubscriptions)
        .set({ currentPeriodStart: periodStart, currentPeriodEnd: periodEnd })
        .where(eq(sandboxSubscriptions.id, sub.id))
        .returning()
      await subscriptionEvent('customer.subscription.updated', next!)
      return { paid, nextBillingDate: periodEnd }
    },
  }
}

export type Sandbox = ReturnType<typeof createSandbox>
