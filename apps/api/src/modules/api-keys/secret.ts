import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import {
  API_KEY_PREFIX,
  API_KEY_SECRET_BYTES,
  API_KEY_SHOWN_CHARS,
  type ApiKeyMode,
} from '@kelp/core/api-keys'

/** A new secret: the mode's visible prefix and 256 random bits in base64url. */
export function newSecret(mode: ApiKeyMode): string {
  return API_KEY_PREFIX[mode] + randomBytes(API_KEY_SECRET_BYTES).toString('base64url')
}

/** Hex SHA-256: the secret is random enough that no salt or slow hash adds anything. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex')
}

export function shownPrefix(secret: string): string {
  return secret.slice(0, API_KEY_SHOWN_CHARS)
}

/** The mode a secret claims by its prefix, or undefined when it is no Kelp key at all. */
export function secretMode(secret: string): ApiKeyMode | undefined {
  if (secret.startsWith(API_KEY_PREFIX.live)) return 'live'
  if (secret.startsWith(API_KEY_PREFIX.test)) return 'test'
  return undefined
}

/**
 * Compares a presented secret's hash with a stored one in constant time. The row is found by
 * its hash through a unique index; this second, timing-safe check means a lookup that matched
 * by anything but the exact hash (a collation, a trailing space) still fails.
 */
export function matchesHash(secret: string, storedHex: string): boolean {
  const presented = Buffer.from(hashSecret(secret), 'hex')
  const stored = Buffer.from(storedHex, 'hex')
  return presented.length === stored.length && timingSafeEqual(presented, stored)
}
