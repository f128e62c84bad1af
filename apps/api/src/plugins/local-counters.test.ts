import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { LocalCounters } from './local-counters'

describe('per-instance rate-limit counters', () => {
  it('count every hit in a window, report the time left, and start afresh after it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 200 }),
        fc.integer({ min: 1, max: 120_000 }),
        (hits, windowMs) => {
          let now = 1_000
          const counters = new LocalCounters(100, () => now)
          let last = { current: 0, ttl: 0 }
          for (let i = 0; i < hits; i++) last = counters.incr('k', windowMs)
          expect(last).toEqual({ current: hits, ttl: windowMs })
          expect(counters.read('k', windowMs)).toEqual(last)
          now += windowMs
          expect(counters.read('k', windowMs)).toEqual({ current: 0, ttl: 0 })
          expect(counters.incr('k', windowMs)).toEqual({ current: 1, ttl: windowMs })
        },
      ),
    )
  })

  it('keeps at most its number of keys, dropping the oldest window first', () => {
    const counters = new LocalCounters(3, () => 0)
    for (const key of ['a', 'b', 'c', 'd']) counters.incr(key, 60_000)
    expect(counters.read('a', 60_000).current).toBe(0)
    expect(counters.read('d', 60_000).current).toBe(1)
  })
})
