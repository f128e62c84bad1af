import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * HMAC-SHA256 (base64url) of `purpose:value` with the app secret: one key signs every kind of
 * link, and the purpose keeps a signature for one kind from being accepted as another.
 */
export function signFor(secret: string, purpose: string, value: string): string {
  return createHmac('sha256', secret).update(`${purpose}:${value}`).digest('base64url')
}

/** Constant-time string equality; false when the lengths differ. */
export function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}
