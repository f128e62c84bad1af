import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { API_KEY_PREFIX } from '@kelp/core/api-keys'
import { hashSecret, matchesHash, newSecret, secretMode, shownPrefix } from './secret'

describe('API key secrets', () => {
  it('carry their mode in a visible prefix and 256 random bits', () => {
    const live = newSecret('live')
    const test = newSecret('test')
    expect(live.startsWith(API_KEY_PREFIX.live)).toBe(true)
    expect(test.startsWith(API_KEY_PREFIX.test)).toBe(true)
    expect(secretMode(live)).toBe('live')
    expect(secretMode(test)).toBe('test')
    expect(secretMode('sk_live_123')).toBeUndefined()
    expect(Buffer.from(live.slice(API_KEY_PREFIX.live.length), 'base64url')).toHaveLength(32)
    expect(new Set(Array.from({ length: 200 }, () => newSecret('live'))).size).toBe(200)
  })

  it('are stored as a SHA-256 that does not contain the secret', () => {
    const secret = newSecret('live')
    const hash = hashSecret(secret)
    expect(hash).toMatch(/^[0-9a-f]{64}$/)
    expect(hash).not.toContain(secret.slice(API_KEY_PREFIX.live.length, 20))
    expect(shownPrefix(secret)).toBe(secret.slice(0, 16))
  })

  it('match only their own hash, whatever the strings', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        expect(matchesHash(a, hashSecret(a))).toBe(true)
        expect(matchesHash(a, hashSecret(b))).toBe(a === b)
      }),
    )
  })

  it('refuse a stored hash of the wrong length or form instead of throwing', () => {
    const secret = newSecret('test')
    expect(matchesHash(secret, hashSecret(secret).slice(0, 62))).toBe(false)
    expect(matchesHash(secret, '')).toBe(false)
    expect(matchesHash(secret, 'zz'.repeat(32))).toBe(false)
  })
})
