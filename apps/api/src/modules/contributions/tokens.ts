import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

const mac = (secret: string, purpose: string, value: string) =>
  createHmac('sha256', secret).update(`${purpose}:${value}`).digest('base64url')

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

/** Magic-link codes: random, only their SHA-256 is stored. */
export const newMagicCode = () => randomBytes(32).toString('base64url')
export const hashCode = (code: string) => createHash('sha256').update(code).digest('hex')

/** Dashboard session token: `<customerId>.<expiry unix ms>.<hmac>`. */
export function signDashboardToken(secret: string, customerId: string, expiresAt: Date): string {
  const body = `${customerId}.${expiresAt.getTime()}`
  return `${body}.${mac(secret, 'contribution-dashboard', body)}`
}

export function verifyDashboardToken(secret: string, token: string | undefined, now = new Date()) {
  const parts = token?.split('.') ?? []
  if (parts.length !== 3) return undefined
  const [customerId, expiry, sig] = parts as [string, string, string]
  if (!sameText(sig, mac(secret, 'contribution-dashboard', `${customerId}.${expiry}`))) return
  if (!(Number(expiry) > now.getTime())) return undefined
  return customerId
}

/** The certificate link in the receipt e-mail: a signature over the invoice id. */
export const certificateSignature = (secret: string, invoiceId: string) =>
  mac(secret, 'contribution-certificate', invoiceId)

export const certificateSignatureValid = (secret: string, invoiceId: string, sig: string) =>
  sameText(sig, certificateSignature(secret, invoiceId))
