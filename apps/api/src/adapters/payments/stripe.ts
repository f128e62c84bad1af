import { randomUUID } from 'node:crypto'
import type Stripe from 'stripe'
import type { CheckoutInput, OrderMetadata, PaymentsProvider, SubscriptionChange } from './types'
import { isOrderMetadata, PaymentsProviderError } from './types'

/**
 * The Stripe API version Kelp is written against. Pinned so a new account default or SDK
 * release cannot change the shape of responses and events; move it on purpose, with the tests.
 */
export const STRIPE_API_VERSION = '2026-10-28.endive'
/** Retries of a failed call (network errors, 409 lock timeouts, 429, 5xx), with backoff. */
export const STRIPE_NETWORK_RETRIES = 2
/** An order's Checkout closes after 30 minutes (the shortest Stripe allows). */
export const ORDER_CHECKOUT_TTL_SECONDS = 30 * 60

export interface StripeOptions {
  secretKey: string
  webhookSecret: string
  /** https://api.stripe.com, or a local stand-in in tests. */
  apiBase: string
  /** Longest wait for one try (STRIPE_TIMEOUT_MS). */
  timeoutMs: number
}

/** The SDK, loaded on first use: it is large, and many instances never talk to Stripe. */
export const loadStripe = async () => (await import('stripe')).default

/** The SDK's client for `apiBase`: host, port and protocol taken from the URL. */
export async function stripeClient(
  options: Pick<StripeOptions, 'secretKey' | 'apiBase' | 'timeoutMs'>,
): Promise<Stripe> {
  const base = new URL(options.apiBase)
  const protocol = base.protocol === 'http:' ? 'http' : 'https'
  const StripeSdk = await loadStripe()
  return new StripeSdk(options.secretKey, {
    apiVersion: STRIPE_API_VERSION,
    maxNetworkRetries: STRIPE_NETWORK_RETRIES,
    timeout: options.timeoutMs,
    host: base.hostname,
    port: base.port || (protocol === 'http' ? 80 : 443),
    protocol,
    telemetry: false,
    appInfo: { name: 'Kelp' },
  })
}

/**
 * Stripe's errors as the provider-neutral one: 404 stays 404 (an unknown subscription or
 * customer); anything else — after the SDK's retries — means the provider failed us.
 */
async function viaSdk<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    if (error instanceof (await loadStripe()).errors.StripeError) {
      throw new PaymentsProviderError(error.message, error.statusCode ?? 503)
    }
    throw error
  }
}

/**
 * A self-service order's Checkout: one payment of the order's gross amount by card or SEPA
 * Direct Debit. The payment intent carries the order's metadata too, so a failed attempt
 * (payment_intent.payment_failed) names the order it belongs to. Kelp issues its own invoice.
 */
async function orderCheckout(client: Stripe, input: CheckoutInput, metadata: OrderMetadata) {
  const session = await viaSdk(() =>
    client.checkout.sessions.create(
      {
        mode: 'payment',
        locale: input.locale,
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        client_reference_id: metadata.orderId,
        customer_email: input.customerEmail,
        allowed_payment_method_types: input.paymentMethods ?? ['card'],
        // A reservation is held only while its Checkout is open (Stripe's shortest lifetime).
        expires_at: Math.floor(Date.now() / 1000) + ORDER_CHECKOUT_TTL_SECONDS,
        metadata,
        payment_intent_data: { metadata },
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: input.currency,
              unit_amount: input.amountCents,
              product_data: { name: input.description },
            },
          },
        ],
      },
      // One order, one Checkout Session, however often the call is retried.
      { idempotencyKey: `checkout-order-${metadata.orderId}` },
    ),
  )
  if (!session.url) throw new PaymentsProviderError('Checkout Session has no URL', 502)
  return { sessionId: session.id, url: session.url }
}

/** Stripe through its official SDK: Checkout, the Billing portal and Subscriptions. */
export function createStripeProvider(options: StripeOptions): PaymentsProvider {
  let client: Promise<Stripe> | undefined
  const sdk = () => (client ??= stripeClient(options))
  return {
    name: 'stripe',
    webhookSecret: options.webhookSecret,
    async createCheckout(input: CheckoutInput) {
      if (isOrderMetadata(input.metadata)) return orderCheckout(await sdk(), input, input.metadata)
      const subscription = input.mode === 'subscription'
      const session = await viaSdk(async () =>
        (await sdk()).checkout.sessions.create(
          {
            mode: input.mode,
            locale: input.locale,
            success_url: input.successUrl,
            cancel_url: input.cancelUrl,
            client_reference_id: String(input.metadata.contributionId),
            metadata: input.metadata,
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: input.currency,
                  unit_amount: input.amountCents,
                  product_data: { name: input.description },
                  recurring: subscription ? { interval: 'month' } : undefined,
                },
              },
            ],
            subscription_data: subscription ? { metadata: input.metadata } : undefined,
            customer_creation: subscription ? undefined : 'always',
            invoice_creation: subscription
              ? undefined
              : { enabled: true, invoice_data: { metadata: input.metadata } },
          },
          // One contribution, one Checkout Session, however often the call is retried.
          { idempotencyKey: `checkout-${input.metadata.contributionId}` },
        ),
      )
      if (!session.url) throw new PaymentsProviderError('Checkout Session has no URL', 502)
      return { sessionId: session.id, url: session.url }
    },
    async createPortal(customer, returnUrl) {
      const portal = await viaSdk(async () =>
        (await sdk()).billingPortal.sessions.create(
          { customer, return_url: returnUrl },
          { idempotencyKey: `portal-${randomUUID()}` },
        ),
      )
      return { url: portal.url }
    },
    async modifySubscription(subscriptionId, change: SubscriptionChange) {
      const sub = await viaSdk(async () => (await sdk()).subscriptions.retrieve(subscriptionId))
      const item = sub.items.data[0]
      if (!item) throw new PaymentsProviderError('Subscription has no item', 409)
      const product =
        typeof item.price.product === 'string' ? item.price.product : item.price.product.id
      await viaSdk(async () =>
        (await sdk()).subscriptions.update(
          subscriptionId,
          {
            proration_behavior: 'none',
            metadata: change.metadata,
            items: [
              {
                id: item.id,
                price_data: {
                  currency: change.currency,
                  product,
                  unit_amount: change.amountCents,
                  recurring: { interval: 'month' },
                },
              },
            ],
          },
          { idempotencyKey: `subscription-update-${randomUUID()}` },
        ),
      )
    },
    async expireCheckout(sessionId) {
      try {
        await viaSdk(async () => (await sdk()).checkout.sessions.expire(sessionId))
      } catch (error) {
        // Already complete or expired: nothing is left open, which is all this asks for.
        if (!(error instanceof PaymentsProviderError && error.status === 400)) throw error
      }
    },
    async cancelSubscription(subscriptionId) {
      await viaSdk(async () =>
        (await sdk()).subscriptions.cancel(subscriptionId, undefined, {
          idempotencyKey: `subscription-cancel-${subscriptionId}`,
        }),
      )
    },
  }
}
