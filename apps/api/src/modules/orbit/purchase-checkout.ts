import type { Locale } from '@kelp/core/http'
import type { PurchaseBody } from '@kelp/core/orbit'
import { PaymentsProviderError } from '../../adapters/payments'
import type { AppDeps } from '../../deps'
import { AppError } from '../../lib/app-error'
import type { CompanyCaller } from '../auth'
import * as purchases from './purchase-repository'
import { PT } from './purchase-texts'

const page = (origin: string, locale: Locale, path: string) =>
  `${origin.replace(/\/$/, '')}${locale === 'de' ? '/de' : ''}${path}`

/**
 * Opens the provider's Checkout for an order awaiting payment and remembers its session and
 * address (a repeated purchase request answers with the same page). The success and cancel
 * pages are the order's own page, which shows the order's state from the server.
 */
export async function openCheckout(
  deps: Pick<AppDeps, 'db' | 'env' | 'payments'>,
  input: { orderId: string; caller: CompanyCaller; locale: Locale; body: PurchaseBody },
): Promise<string> {
  const { provider } = deps.payments
  const order = await purchases.findOrderById(deps.db, input.orderId)
  if (!order) throw new AppError('not_found', PT.orderMissing)
  const origin = provider.name === 'stripe' ? deps.env.WEB_ORIGIN : ''
  const orderPage = page(origin, input.locale, `/orbit/orders/${order.id}`)
  const tonnes = input.body.cartItems.reduce((s, l) => s + l.tonnes, 0)
  let session: { sessionId: string; url: string }
  try {
    session = await provider.createCheckout({
      mode: 'payment',
      amountCents: order.amountDueCents ?? order.totalCents,
      currency: order.currency,
      description: `Kelp ${order.number}: ${tonnes} t CO2e`,
      locale: input.locale,
      successUrl: `${orderPage}?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${orderPage}?payment=cancelled`,
      metadata: {
        purpose: 'order',
        orderId: order.id,
        orderNumber: order.number,
        tonnes: String(tonnes),
      },
      paymentMethods: input.body.paymentMethod === 'sepa_debit' ? ['sepa_debit'] : ['card'],
      customerEmail: input.caller.email,
    })
  } catch (error) {
    if (error instanceof PaymentsProviderError) throw new AppError('unavailable', PT.providerFailed)
    throw error
  }
  await purchases.updateOrder(deps.db, order.id, {
    checkoutSessionId: session.sessionId,
    checkoutUrl: session.url,
  })
  return session.url
}
