import type { CertificateView } from '@kelp/core/certificates'
import { cache } from 'react'
import { serverFetch } from '@/lib/server-api'
import { CERTIFICATE_ID, lookupOutcome } from '../lib/lookup'

export type CertificateLookup =
  | { outcome: 'found'; certificate: CertificateView }
  | { outcome: 'not_found' }
  | { outcome: 'unavailable' }

/**
 * The public facts of a certificate, read on the server once per request (the page and its
 * metadata share the answer): not found only when the API says so (or the id is malformed),
 * unavailable when the API cannot answer.
 */
export const getCertificate = cache(
  async (id: string, locale: string): Promise<CertificateLookup> => {
    if (!CERTIFICATE_ID.test(id)) return { outcome: 'not_found' }
    const res = await serverFetch(`/api/certificates/${id}`, locale)
    const outcome = lookupOutcome(res?.status ?? null)
    if (outcome !== 'found') return { outcome }
    try {
      return { outcome, certificate: (await res!.json()) as CertificateView }
    } catch {
      return { outcome: 'unavailable' }
    }
  },
)
