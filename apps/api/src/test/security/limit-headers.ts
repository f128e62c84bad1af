import type { LightMyRequestResponse } from 'fastify'
import { expect } from 'vitest'

/** A 429 says when to come back (Retry-After) and which limit (the IETF RateLimit fields). */
export function expectLimitHeaders(res: LightMyRequestResponse, max: number): void {
  expect(res.statusCode).toBe(429)
  const retryAfter = Number(res.headers['retry-after'])
  expect(retryAfter).toBeGreaterThan(0)
  expect(Number(res.headers['ratelimit-limit'])).toBe(max)
  expect(res.headers['ratelimit-remaining']).toBe('0')
  expect(Number(res.headers['ratelimit-reset'])).toBe(retryAfter)
}
