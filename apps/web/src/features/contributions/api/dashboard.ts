import type { Dashboard, ModifySubscriptionBody } from '@kelp/core/contributions'
import { api } from '@/lib/api-client'
import { TOKEN_HEADER } from './dashboard-token'

/** The dashboard token authorises these calls; its 401 must not sign a Kelp user out. */
const auth = (token: string) => ({ headers: { [TOKEN_HEADER]: token }, logoutOn401: false })

export function fetchDashboard(token: string, signal?: AbortSignal): Promise<Dashboard> {
  return api.get('/api/contribution/dashboard', { ...auth(token), signal })
}

/** product.md §7: change a monthly contribution; it shows once the provider confirms. */
export function modifySubscription(
  token: string,
  body: ModifySubscriptionBody,
): Promise<{ status: 'requested' }> {
  return api.post('/api/stripe/modify-subscription', body, { ...auth(token), locale: body.locale })
}

export function cancelSubscription(
  token: string,
  subscriptionId: string,
): Promise<{ status: 'requested' }> {
  return api.post('/api/contribution/cancel-subscription', { subscriptionId }, auth(token))
}

/** product.md §7: the customer portal (payment method, invoices); answers the URL to open. */
export function createCustomerPortalSession(
  token: string,
  customerId: string,
  returnUrl: string,
): Promise<{ url: string }> {
  return api.post(
    '/api/stripe/create-customer-portal-session',
    { customerId, returnUrl },
    auth(token),
  )
}
