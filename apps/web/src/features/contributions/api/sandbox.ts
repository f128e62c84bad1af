import type { SandboxPayBody, SandboxSession } from '@kelp/core/contributions'
import { api } from '@/lib/api-client'

interface SandboxRedirect {
  status: 'paid' | 'abandoned'
  redirectUrl: string
}

const base = (id: string) => `/api/payments/sandbox/sessions/${encodeURIComponent(id)}`

/** The session Kelp's test payment window shows. */
export function fetchSandboxSession(id: string): Promise<SandboxSession> {
  return api.get(base(id))
}

export function paySandboxSession(id: string, body: SandboxPayBody): Promise<SandboxRedirect> {
  return api.post(`${base(id)}/pay`, body)
}

/** Closing the window before paying: nothing is charged (product.md §4 "Payment window"). */
export function abandonSandboxSession(id: string): Promise<SandboxRedirect> {
  return api.post(`${base(id)}/abandon`)
}
