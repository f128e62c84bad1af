import { createHmac, timingSafeEqual } from 'node:crypto'

/** Stripe's webhook scheme: `t=<unix>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`. */
export function signPayload(secret: string, body: string, timestamp: number): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')
  return `t=${timestamp},v1=${v1}`
}

export const SIGNATURE_TOLERANCE_SECONDS = 300

/** True when one of the header's v1 signatures matches and the timestamp is recent. */
export function verifySignature(
  secret: string,
  body: string,
  header: string | undefined,
  nowSeconds = Math.floor(Date.now() / 1000),
): boolean {
  if (!header) return false
  const parts = header.split(',').map((p) => p.trim().split('='))
  const t = Number(parts.find(([k]) => k === 't')?.[1])
  if (!Number.isInteger(t) || Math.abs(nowSeconds - t) > SIGNATURE_TOLERANCE_SECONDS) return false
  const expected = Buffer.from(
    createHmac('sha256', secret).update(`${t}.${body}`).digest('hex'),
    'utf8',
  )
  return parts
    .filter(([k, v]) => k === 'v1' && v !== undefined)
    .some(([, v]) => {
      const given = Buffer.from(v!, 'utf8')
      return given.length === expected.length && timingSafeEqual(given, expected)
    })
}
