import { and, eq } from 'drizzle-orm'
import { sandboxCheckoutSessions, sandboxSubscriptions } from '../../db/schema'
import { sandboxId } from './sandbox-events'
import { sandboxPortal } from './sandbox-portal'
import type { SandboxContext } from './sandbox'
import type { PaymentsProvider } from './types'
import { isOrderMetadata, PaymentsProviderError } from './types'

/** The sandbox behind the PaymentsProvider interface. */
export function sandboxProvider(context: SandboxContext, secret: string): PaymentsProvider {
  const { db, subscriptionEvent } = context
  const portal = sandboxPortal(context)
  return {
    name: 'sandbox',
    webhookSecret: secret,
    async createCheckout(input) {
      const id = sandboxId('cs')
      const prefix = input.locale === 'de' ? '/de' : ''
      await db.insert(sandboxCheckoutSessions).values({
        id,
        contributionId: isOrderMetadata(input.metadata) ? null : input.metadata.contributionId,
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
    createPortal: portal.openPortal,
    async expireCheckout(sessionId) {
      const [row] = await db
        .select()
        .from(sandboxCheckoutSessions)
        .where(eq(sandboxCheckoutSessions.id, sessionId))
      if (row) await context.expire(row)
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
}
