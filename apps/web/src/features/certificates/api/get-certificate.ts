import type { CertificateView } from '@kelp/core/certificates'
import { serverGet } from '@/lib/server-api'

const ID = /^[A-Za-z0-9_-]{22,64}$/

/** The public facts of a certificate, read on the server (null when unknown or malformed). */
export async function getCertificate(id: string, locale: string) {
  if (!ID.test(id)) return null
  return serverGet<CertificateView>(`/api/certificates/${id}`, locale)
}
