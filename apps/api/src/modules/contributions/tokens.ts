import { sameText, signFor } from '../../lib/signing'

/** Dashboard session token: `<customerId>.<expiry unix ms>.<hmac>`. */
export function signDashboardToken(secret: string, customerId: string, expiresAt: Date): string {
  const body = `${customerId}.${expiresAt.getTime()}`
  return `${body}.${signFor(secret, 'contribution-dashboard', body)}`
}

export function verifyDashboardToken(secret: string, token: string | undefined, now = new Date()) {
  const parts = token?.split('.') ?? []
  if (parts.length !== 3) return undefined
  const [customerId, expiry, sig] = parts as [string, string, string]
  if (!sameText(sig, signFor(secret, 'contribution-dashboard', `${customerId}.${expiry}`))) return
  if (!(Number(expiry) > now.getTime())) return undefined
  return customerId
}

/** The certificate link in the receipt e-mail: a signature over the invoice id. */
export const certificateSignature = (secret: string, invoiceId: string) =>
  signFor(secret, 'contribution-certificate', invoiceId)

export const certificateSignatureValid = (secret: string, invoiceId: string, sig: string) =>
  sameText(sig, certificateSignature(secret, invoiceId))
