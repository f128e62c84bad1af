import { and, eq } from 'drizzle-orm'
import { sandboxCheckoutSessions, sandboxCustomers, sandboxSubscriptions } from '../../db/schema'
import { addMonth, sandboxEvent, sandboxId, sandboxInvoice } from './sandbox-events'
import type { SandboxContext, SandboxSessionRow } from './sandbox'
import type { SandboxCard } from './sandbox-portal'

const SESSION_TTL_MS = 24 * 60 * 60 * 1000

/** What the sandbox payment page and the renewal endpoint do on the provider side. */
export function sandboxBilling(context: SandboxContext) {
  const { db, emit, customerFor, subscriptionEvent, expire } = context
  return {
    /** A session; one left open longer than Stripe's 24 hours expires on the next look. */
    async getSession(id: string): Promise<SandboxSessionRow | undefined> {
      const [row] = await db
        .select()
        .from(sandboxCheckoutSessions)
        .where(eq(sandboxCheckoutSessions.id, id))
      if (row?.status === 'open' && row.createdAt.getTime() < Date.now() - SESSION_TTL_MS) {
        await expire(row)
        return { ...row, status: 'expired' }
      }
      return row
    },

    /**
     * A declined card: the failed payment is reported. A contribution's session stays open (the
     * contributor may try another card); an order's attempt is reported as Stripe reports a
     * Checkout payment's (payment_intent.payment_failed), and Kelp then closes the session.
     */
    async decline(session: SandboxSessionRow, email: string) {
      if (session.metadata.purpose === 'order') {
        await emit(
          sandboxEvent('payment_intent.payment_failed', {
            id: sandboxId('pi'),
            object: 'payment_intent',
            status: 'requires_payment_method',
            amount: session.amountCents,
            currency: session.currency,
            metadata: session.metadata,
            last_payment_error: { code: 'card_declined' },
          }),
        )
        return
      }
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

    /** Completes an open session (the card goes on file); false when it is no longer open. */
    async pay(session: SandboxSessionRow, email: string, card: SandboxCard, last4: string) {
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
      try {
        await db
          .update(sandboxCustomers)
          .set({ cardLast4: last4 })
          .where(eq(sandboxCustomers.id, customer))
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
      } catch (error) {
        // An order's payment counts only once Kelp has processed its event: when that fails
        // (Kelp busy), the session opens again and the buyer is asked to retry, as Stripe
        // would retry the event.
        if (session.metadata.purpose === 'order') {
          await db
            .update(sandboxCheckoutSessions)
            .set({ status: 'open' })
            .where(eq(sandboxCheckoutSessions.id, session.id))
        }
        throw error
      }
      // An order's Checkout creates no provider invoice: Kelp issues the invoice itself.
      if (session.metadata.purpose === 'order') return true
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

    /** The customer closed the payment window: nothing is charged. */
    abandon: expire,

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
