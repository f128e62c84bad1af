import { API_TIMEOUT_MS } from '@kelp/core/auth'
import { ApiError } from '@/lib/api-client'
import { TOKEN_HEADER } from './dashboard-token'

export const certificateFileName = (invoiceId: string) =>
  `contribution-certificate-${invoiceId}.pdf`

/**
 * product.md §7: POST /api/contribution/retirement-certificate answers a PDF (60 s timeout), which
 * the browser saves as contribution-certificate-{invoice_id}.pdf.
 */
export async function downloadCertificate(
  token: string,
  invoiceId: string,
  locale: string,
): Promise<void> {
  const response = await fetch('/api/contribution/retirement-certificate', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'Accept-Language': locale,
      [TOKEN_HEADER]: token,
    },
    body: JSON.stringify({ invoice_id: invoiceId, locale }),
    signal: AbortSignal.timeout(API_TIMEOUT_MS),
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
