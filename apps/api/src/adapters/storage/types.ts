/** Where documents live: a local directory or an S3-compatible bucket (ARCHITECTURE §1). */
export interface SignedUrl {
  url: string
  expiresAt: Date
}

export interface Storage {
  readonly kind: 'local' | 's3'
  put(key: string, body: Buffer, contentType: string): Promise<void>
  /** A link that downloads the object as `fileName` until it expires. */
  signedUrl(key: string, fileName: string, ttlSeconds?: number): Promise<SignedUrl>
}

/** Keys are made by Kelp (companies/<id>/<kind>/<uuid>.<ext>): no dots-only segments. */
const KEY_PATTERN = /^(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*$/

export function assertSafeKey(key: string): string {
  if (!KEY_PATTERN.test(key) || key.split('/').some((part) => part.startsWith('.'))) {
    throw new Error(`unsafe storage key: ${key}`)
  }
  return key
}
