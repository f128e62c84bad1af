import { createHmac } from 'node:crypto'
import type { Database } from '../../db/client'
import {
  type sandboxCheckoutSessions,
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

  const context: SandboxContext = { db, emit, customerFor, subscriptionEvent }
  const { getPortal, changeCard } = sandboxPortal(context)
  return {
    provider: sandboxProvider(context, secret),
    ...sandboxBilling(context),
    getPortal,
    changeCard,
  }
}

export type Sandbox = ReturnType<typeof createSandbox>
