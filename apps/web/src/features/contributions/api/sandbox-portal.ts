import type { SandboxCardBody, SandboxPortal } from '@kelp/core/contributions'
import { api } from '@/lib/api-client'

const base = (id: string) => `/api/payments/sandbox/portal/${encodeURIComponent(id)}`

/** The sandbox customer portal session: the customer and the card on file. */
export function fetchSandboxPortal(id: string): Promise<SandboxPortal> {
  return api.get(base(id))
}

export function changeSandboxCard(
  id: string,
  body: SandboxCardBody,
): Promise<{ status: 'updated'; cardLast4: string }> {
  return api.post(`${base(id)}/payment-method`, body)
}
