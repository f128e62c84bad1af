import { createHmac } from 'node:crypto'
import type { Database } from '../../db/client'
import { and, eq } from 'drizzle-orm'
import {
  sandboxCheckoutSessions,
  sandboxCustomers,
  type sandboxSubscriptions,
} from '../../db/schema'
import { sandboxBilling } from './sandbox-billing'
import { sandboxEvent, sandboxId, sandboxSubscription } from './sandbox-events'
import { sandboxPortal } from './sandbox-portal'
import { sandboxProvider } from './sandbox-provider'
import { signPayload } from './signature'
import type { ProviderEvent } from './types'

/** Hands a signed event to the one webhook handler: (raw body, Stripe-Signature header). */
export type Deliver = (rawBody: string, signature: string) => Promise<void>

export type SandboxSessionRow = typeof sandboxCheckoutSessions.$inferSelect
export type SandboxSubscriptionRow = typeof sandboxSubscriptions.$inferSelect

export function sandboxWebhookSecret(appSecret: string): string {
  return createHmac('sha256', appSecret).update('kelp-payments-sandbox-webhook').digest('hex')
}

export interface SandboxContext {
  db: Database
  emit(event: ProviderEvent): Promise<void>
  customerFor(email: string): Promise<string>
  subscriptionEvent(type: string, sub: SandboxSubscriptionRow): Promise<void>
  /** Closes an open session and reports checkout.session.expired; false when not open. */
  expire(session: SandboxSessionRow): Promise<boolean>
}

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

  async function expire(session: SandboxSessionRow) {
    const [done] = await db
      .update(sandboxCheckoutSessions)
      .set({ status: 'expired' })
      .where(
        and(eq(sandboxCheckoutSessions.id, session.id), eq(sandboxCheckoutSessions.status, 'open')),
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
  }

  const context: SandboxContext = { db, emit, customerFor, subscriptionEvent, expire }
  const { getPortal, changeCard } = sandboxPortal(context)
  return {
    provider: sandboxProvider(context, secret),
    ...sandboxBilling(context),
    getPortal,
    changeCard,
  }
}

export type Sandbox = ReturnType<typeof createSandbox>
