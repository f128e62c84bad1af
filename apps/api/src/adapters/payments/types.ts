import type { Locale } from '@kelp/core/http'

/** Metadata every checkout carries to the provider and back in its events. */
export interface ContributionMetadata extends Record<string, string> {
  contributionId: string
  portfolio: string
  tonnes: string
}

/** Metadata of a self-service order's Checkout: the order it pays for. */
export interface OrderMetadata extends Record<string, string> {
  purpose: 'order'
  orderId: string
  orderNumber: string
  tonnes: string
}

export const isOrderMetadata = (m: Record<string, string>): m is OrderMetadata =>
  m.purpose === 'order' && typeof m.orderId === 'string'

export interface CheckoutInput {
  mode: 'payment' | 'subscription'
  amountCents: number
  currency: string
  description: string
  locale: Locale
  successUrl: string
  cancelUrl: string
  metadata: ContributionMetadata | OrderMetadata
  /** Orders: the methods the buyer chose from (card, SEPA Direct Debit). */
  paymentMethods?: ('card' | 'sepa_debit')[]
  /** Orders: the buyer's e-mail, prefilled on the payment page. */
  customerEmail?: string
}

export interface SubscriptionChange {
  amountCents: number
  currency: string
  metadata: ContributionMetadata
}

/** One interface, two implementations (docs/architecture.md §1): Stripe and the embedded sandbox. */
export interface PaymentsProvider {
  readonly name: 'stripe' | 'sandbox'
  /** Secret the webhook signature is checked with. */
  readonly webhookSecret: string
  createCheckout(input: CheckoutInput): Promise<{ sessionId: string; url: string }>
  createPortal(providerCustomerId: string, returnUrl: string): Promise<{ url: string }>
  modifySubscription(subscriptionId: string, change: SubscriptionChange): Promise<void>
  cancelSubscription(subscriptionId: string): Promise<void>
  /** Closes an open Checkout Session (nothing can be paid on it afterwards). */
  expireCheckout(sessionId: string): Promise<void>
}

/** A provider event as delivered to the webhook (Stripe's event envelope). */
export interface ProviderEvent {
  id: string
  type: string
  created: number
  data: { object: Record<string, unknown> }
}

export class PaymentsProviderError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message)
    this.name = 'PaymentsProviderError'
  }
}
