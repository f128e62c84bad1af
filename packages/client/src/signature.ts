/**
 * The receiver's half of Kelp's webhook signatures, kept in this package so it has no
 * dependency of its own (a test checks it against the signer the API uses). Signed webhook
 * deliveries, the way Stripe signs its events: the header
 * `Kelp-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, keyed with the
 * endpoint's signing secret. Web Crypto only, so the same functions run in Node, browsers and
 * edge runtimes; `crypto.subtle.verify` compares in constant time.
 */

export const SIGNATURE_HEADER = 'Kelp-Signature'
/** How old a signature may be before a receiver refuses it (replayed captures). */
export const DEFAULT_TOLERANCE_SECONDS = 300

const encoder = new TextEncoder()

function hmacKey(secret: string, usage: 'sign' | 'verify') {
  return crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    [usage],
  )
}

const toHex = (bytes: ArrayBuffer) =>
  Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('')

function fromHex(hex: string): Uint8Array<ArrayBuffer> | null {
  if (hex.length !== 64 || !/^[0-9a-f]+$/i.test(hex)) return null
  const bytes = new Uint8Array(32)
  for (let i = 0; i < 32; i++) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16)
  return bytes
}

/** The hex HMAC-SHA256 of `${timestamp}.${payload}`. */
export async function computeSignature(secret: string, payload: string, timestamp: number) {
  const key = await hmacKey(secret, 'sign')
  return toHex(await crypto.subtle.sign('HMAC', key, encoder.encode(`${timestamp}.${payload}`)))
}

/** The `Kelp-Signature` header value for a body sent at `timestamp` (unix seconds). */
export async function signatureHeader(secret: string, payload: string, timestamp: number) {
  return `t=${timestamp},v1=${await computeSignature(secret, payload, timestamp)}`
}

/** `t` and every `v1` of a header; unknown schemes are ignored, as Stripe's are. */
export function parseSignatureHeader(header: string) {
  let timestamp: number | undefined
  const signatures: string[] = []
  for (const part of header.split(',')) {
    const [name, value] = part.trim().split('=', 2)
    if (name === 't' && value && /^\d{1,12}$/.test(value)) timestamp = Number(value)
    if (name === 'v1' && value) signatures.push(value)
  }
  return timestamp === undefined || signatures.length === 0 ? null : { timestamp, signatures }
}

export type VerifyResult =
  { ok: true; timestamp: number } | { ok: false; reason: 'malformed' | 'expired' | 'mismatch' }

export interface VerifyInput {
  /** The raw request body exactly as received (not re-serialised JSON). */
  payload: string
  /** The `Kelp-Signature` header value. */
  header: string
  secret: string
  toleranceSeconds?: number
  /** Unix seconds; defaults to the clock. */
  now?: number
}

/**
 * Checks a delivery: the header parses, its timestamp is within the tolerance of `now` (either
 * side, for clock skew), and one of its `v1` signatures matches the body.
 */
export async function verifySignature(input: VerifyInput): Promise<VerifyResult> {
  const parsed = parseSignatureHeader(input.header)
  if (!parsed) return { ok: false, reason: 'malformed' }
  const now = input.now ?? Math.floor(Date.now() / 1000)
  const tolerance = input.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS
  if (Math.abs(now - parsed.timestamp) > tolerance) return { ok: false, reason: 'expired' }
  const key = await hmacKey(input.secret, 'verify')
  const signed = encoder.encode(`${parsed.timestamp}.${input.payload}`)
  for (const candidate of parsed.signatures) {
    const bytes = fromHex(candidate)
    if (bytes && (await crypto.subtle.verify('HMAC', key, bytes, signed))) {
      return { ok: true, timestamp: parsed.timestamp }
    }
  }
  return { ok: false, reason: 'mismatch' }
}
