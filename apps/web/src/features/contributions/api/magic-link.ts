import type { DashboardSession } from '@kelp/core/contributions'
import { api } from '@/lib/api-client'

/** product.md §7: mails a dashboard link; the answer is the same whether the e-mail is known. */
export function requestDashboardLink(email: string, locale: string): Promise<{ status: 'sent' }> {
  return api.post('/api/contribution/dashboard', { email, locale })
}

export function resendMagicLink(email: string, locale: string): Promise<{ status: 'sent' }> {
  return api.post('/api/stripe/resend-magic-link', { email, locale })
}

/**
 * product.md §7: trades the code from the mailed link for a dashboard session. For our pages the
 * web server keeps the token in its HttpOnly cookie and answers the rest.
 */
export function validateMagicLink(code: string): Promise<Omit<DashboardSession, 'token'>> {
  return api.post('/api/stripe/validate-magic-link', { code })
}
