/** Where documents live: a local directory or an S3-compatible bucket (docs/architecture.md §1). */
export interface SignedUrl {
  url: string
  expiresAt: Date
}

export interface Storage {
  readonly kind: 'local' | 's3'
  put(key: string, body: Buffer, contentType: string): Promise<void>
  /** Deletes the object (no error when it is not there): undoes a put whose record failed. */
  remove(key: string): Promise<void>
  /** A link that downloads the object as `fileName` until it expires. */
  signedUrl(key: string, fileName: string, ttlSeconds?: number): Promise<SignedUrl>
}

/** What a request sees while the object store cannot be reached. */
export const STORAGE_DOWN = {
  en: 'Documents cannot be stored or fetched right now. Please try again in a few minutes.',
  de: 'Dokumente können gerade nicht gespeichert oder abgerufen werden. Bitte versuchen Sie es in einigen Minuten erneut.',
}

export const DOCUMENT_MISSING = {
  en: 'This document does not exist.',
  de: 'Dieses Dokument existiert nicht.',
}

/** Keys are made by Kelp (companies/<id>/<kind>/<uuid>.<ext>): no dots-only segments. */
const KEY_PATTERN = /^(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*$/

export function assertSafeKey(key: string): string {
  if (!KEY_PATTERN.test(key) || key.split('/').some((part) => part.startsWith('.'))) {
    throw new Error(`unsafe storage key: ${key}`)
  }
  return key
}
