import type { CheckoutInput, PaymentsProvider, SubscriptionChange } from './types'
import { PaymentsProviderError } from './types'

type Params = Record<string, unknown>

/** Stripe's form encoding: nested objects and arrays as `a[b][0][c]=…`. */
export function formEncode(params: Params, prefix = '', out = new URLSearchParams()) {
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue
    const name = prefix ? `${prefix}[${key}]` : key
    if (typeof value === 'object') formEncode(value as Params, name, out)
    else out.append(name, String(value))
  }
  return out
}

export interface StripeOptions {
  secretKey: string
  webhookSecret: string
  apiBase: string
}

/** Stripe over its REST API (Checkout, Billing portal, Subscriptions) with fetch. */
export function createStripeProvider(options: StripeOptions): PaymentsProvider {
  async function call<T>(method: string, path: string, params?: Params): Promise<T> {
    const body = params ? formEncode(params).toString() : undefined
    const res = await fetch(`${options.apiBase.replace(/\/$/, '')}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${options.secretKey}`,
        ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: method === 'GET' ? undefined : body,
      signal: AbortSignal.timeout(20_000),
    })
    const json = (await res.json().catch(() => ({}))) as T & { error?: { message?: string } }
    if (!res.ok) throw new PaymentsProviderError(json.error?.message ?? 'Stripe error', res.status)
    return json
  }

  return {
    name: 'stripe',
    webhookSecret: options.webhookSecret,
    async createCheckout(input: CheckoutInput) {
      const subscription = input.mode === 'subscription'
      const session = await call<{ id: string; url: string }>('POST', '/v1/checkout/sessions', {
        mode: input.mode,
        locale: input.locale,
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        client_reference_id: input.metadata.contributionId,
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
      })
      return { sessionId: session.id, url: session.url }
    },
    async createPortal(customer, returnUrl) {
      const portal = await call<{ url: string }>('POST', '/v1/billing_portal/sessions', {
        customer,
        return_url: returnUrl,
      })
      return { url: portal.url }
    },
    async modifySubscription(subscriptionId, change: SubscriptionChange) {
      const path = `/v1/subscriptions/${encodeURIComponent(subscriptionId)}`
      const sub = await call<{ items: { data: { id: string; price: { product: string } }[] } }>(
        'GET',
        path,
      )
      const item = sub.items.data[0]
      if (!item) throw new PaymentsProviderError('Subscription has no item', 409)
      await call('POST', path, {
        proration_behavior: 'none',
        metadata: change.metadata,
        items: [
          {
            id: item.id,
            price_data: {
              currency: change.currency,
              product: item.price.product,
              unit_amount: change.amountCents,
              recurring: { interval: 'month' },
            },
          },
        ],
      })
    },
    async cancelSubscription(subscriptionId) {
      await call('DELETE', `/v1/subscriptions/${encodeURIComponent(subscriptionId)}`)
    },
  }
}
