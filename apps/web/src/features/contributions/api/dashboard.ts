import type { Dashboard, ModifySubscriptionBody } from '@kelp/core/contributions'
import { api } from '@/lib/api-client'

/**
 * The dashboard token travels in its HttpOnly cookie, which the web server turns into the
 * X-Contribution-Token header (docs/decisions/137). It is not the Kelp session: its 401 must not
 * sign a Kelp user out.
 */
const auth = { logoutOn401: false }

export function fetchDashboard(signal?: AbortSignal): Promise<Dashboard> {
  return api.get('/api/contribution/dashboard', { ...auth, signal })
}

/** Clears the dashboard cookie (the web server answers this itself). */
export function endDashboardSession(): Promise<void> {
  return api.post('/api/contribution/logout', undefined, auth)
}

/** product.md §7: change a monthly contribution; it shows once the provider confirms. */
export function modifySubscription(body: ModifySubscriptionBody): Promise<{ status: 'requested' }> {
  return api.post('/api/stripe/modify-subscription', body, { ...auth, locale: body.locale })
}

export function cancelSubscription(subscriptionId: string): Promise<{ status: 'requested' }> {
  return api.post('/api/contribution/cancel-subscription', { subscriptionId }, auth)
}

/** product.md §7: the customer portal (payment method, invoices); answers the URL to open. */
export function createCustomerPortalSession(
  customerId: string,
  returnUrl: string,
): Promise<{ url: string }> {
  return api.post('/api/stripe/create-customer-portal-session', { customerId, returnUrl }, auth)
}
