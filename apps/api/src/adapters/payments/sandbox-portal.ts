import { and, eq } from 'drizzle-orm'
import { sandboxCustomers, sandboxPortalSessions, sandboxSubscriptions } from '../../db/schema'
import { sandboxEvent, sandboxId } from './sandbox-events'
import type { SandboxContext } from './sandbox'
import { PaymentsProviderError } from './types'

/** Like Stripe's billing portal sessions, a portal link works for a limited time. */
const PORTAL_TTL_MS = 60 * 60 * 1000

export type SandboxPortalRow = typeof sandboxPortalSessions.$inferSelect
export type SandboxCard = 'ok' | 'renewal_fails'

const localePrefix = (url: string) =>
  /^\/de(\/|$)/.test(new URL(url, 'http://localhost').pathname) ? '/de' : ''

/** The sandbox's customer portal: the card on file, changed the way Stripe's portal does. */
export function sandboxPortal({ db, emit }: SandboxContext) {
  return {
    /** Opens a portal session for a customer the sandbox knows; answers the page to open. */
    async openPortal(customerId: string, returnUrl: string) {
      const [customer] = await db
        .select({ id: sandboxCustomers.id })
        .from(sandboxCustomers)
        .where(eq(sandboxCustomers.id, customerId))
      if (!customer) throw new PaymentsProviderError('No such customer', 404)
      const id = sandboxId('bps')
      await db.insert(sandboxPortalSessions).values({ id, customerId, returnUrl })
      return { url: `${localePrefix(returnUrl)}/contribute/portal/${id}` }
    },

    /** A live portal session with its customer; undefined when unknown or expired. */
    async getPortal(id: string) {
      const [row] = await db
        .select({ session: sandboxPortalSessions, customer: sandboxCustomers })
        .from(sandboxPortalSessions)
        .innerJoin(sandboxCustomers, eq(sandboxCustomers.id, sandboxPortalSessions.customerId))
        .where(eq(sandboxPortalSessions.id, id))
      if (!row || row.session.createdAt.getTime() < Date.now() - PORTAL_TTL_MS) return undefined
      return row
    },

    /**
     * Puts a new card on file: the customer's default payment method and the card its active
     * subscriptions renew with; the events are the ones Stripe sends for the same change.
     */
    async changeCard(customerId: string, last4: string, card: SandboxCard) {
      const [customer] = await db
        .update(sandboxCustomers)
        .set({ cardLast4: last4 })
        .where(eq(sandboxCustomers.id, customerId))
        .returning()
      if (!customer) throw new PaymentsProviderError('No such customer', 404)
      await db
        .update(sandboxSubscriptions)
        .set({ card })
        .where(
          and(
            eq(sandboxSubscriptions.customerId, customerId),
            eq(sandboxSubscriptions.status, 'active'),
          ),
        )
      const paymentMethod = sandboxId('pm')
      await emit(
        sandboxEvent('payment_method.attached', {
          id: paymentMethod,
          object: 'payment_method',
          type: 'card',
          customer: customerId,
          card: { last4 },
        }),
      )
      await emit(
        sandboxEvent('customer.updated', {
          id: customerId,
          object: 'customer',
          email: customer.email,
          invoice_settings: { default_payment_method: paymentMethod },
        }),
      )
    },
  }
}
