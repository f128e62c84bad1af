import { API_TIMEOUT_MS } from '@kelp/core/auth'
import { ApiError } from '@/lib/api-client'

export const certificateFileName = (invoiceId: string) =>
  `contribution-certificate-${invoiceId}.pdf`

/**
 * product.md §7: POST /api/contribution/retirement-certificate answers a PDF (60 s timeout), which
 * the browser saves as contribution-certificate-{invoice_id}.pdf. The dashboard cookie proves the
 * access (the web server sends it on as X-Contribution-Token).
 */
export async function downloadCertificate(invoiceId: string, locale: string): Promise<void> {
  const response = await fetch('/api/contribution/retirement-certificate', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'Accept-Language': locale,
    },
    body: JSON.stringify({ invoice_id: invoiceId, locale }),
    signal: AbortSignal.timeout(API_TIMEOUT_MS),
    credentials: 'same-origin',
  })
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: string }
    throw new ApiError(response.status, body.message ?? response.statusText, body)
  }
  const url = URL.createObjectURL(await response.blob())
  const link = document.createElement('a')
  link.href = url
  link.download = certificateFileName(invoiceId)
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1_000)
}
