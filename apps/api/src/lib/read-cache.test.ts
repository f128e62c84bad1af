import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createReadCache } from './read-cache'

const counter = (values: string[] = ['a', 'b', 'c', 'd']) => {
  let calls = 0
  return {
    load: async () => values[calls++ % values.length]!,
    get calls() {
      return calls
    },
  }
}

describe('createReadCache', () => {
  it('loads every time when the lifetime is 0', async () => {
    const cache = createReadCache({ ttlMs: 0 })
    const source = counter()
    expect(await cache.get('k', source.load)).toBe('a')
    expect(await cache.get('k', source.load)).toBe('b')
    expect(source.calls).toBe(2)
  })

  it('reuses a value per key until it expires', async () => {
    let time = 1_000
    const cache = createReadCache({ ttlMs: 2_000, now: () => time })
    const source = counter()
    expect(await cache.get('k', source.load)).toBe('a')
    expect(await cache.get('k', source.load)).toBe('a')
    expect(await cache.get('other', source.load)).toBe('b')
    time += 2_000
    expect(await cache.get('k', source.load)).toBe('c')
  })

  it('shares one load between concurrent misses', async () => {
    const cache = createReadCache({ ttlMs: 60_000 })
    const source = counter()
    const values = await Promise.all(Array.from({ length: 20 }, () => cache.get('k', source.load)))
    expect(new Set(values)).toEqual(new Set(['a']))
    expect(source.calls).toBe(1)
  })

  it('drops everything on clear', async () => {
    const cache = createReadCache({ ttlMs: 60_000 })
    const source = counter()
    await cache.get('k', source.load)
    cache.clear()
    expect(cache.size).toBe(0)
    expect(await cache.get('k', source.load)).toBe('b')
  })

  it('never stores a load that started before a clear', async () => {
    const cache = createReadCache({ ttlMs: 60_000 })
    let release!: (v: string) => void
    const slow = cache.get('k', () => new Promise<string>((r) => (release = r)))
    cache.clear() // a write committed while the read above was in flight
    release('stale')
    expect(await slow).toBe('stale')
    expect(await cache.get('k', async () => 'fresh')).toBe('fresh')
    expect(await cache.get('k', async () => 'again')).toBe('fresh')
  })

  it('does not keep failures', async () => {
    const cache = createReadCache({ ttlMs: 60_000 })
    await expect(cache.get('k', () => Promise.reject(new Error('gone')))).rejects.toThrow('gone')
    await expect(cache.get('k', async () => 'ok')).resolves.toBe('ok')
  })

  it('shortens the lifetime to what ttlFor allows, and skips values already stale', async () => {
    let time = 0
    const cache = createReadCache({ ttlMs: 60_000, now: () => time })
    const source = counter()
    await cache.get('k', source.load, () => 500)
    time = 499
    expect(await cache.get('k', source.load, () => 500)).toBe('a')
    time = 500
    expect(await cache.get('k', source.load, () => 0)).toBe('b')
    expect(await cache.get('k', source.load, () => 0)).toBe('c')
  })

  it('loads every time while suspended, and starts empty on resume', async () => {
    const cache = createReadCache({ ttlMs: 60_000 })
    const source = counter()
    await cache.get('k', source.load)
    cache.suspend()
    expect(await cache.get('k', source.load)).toBe('b')
    expect(await cache.get('k', source.load)).toBe('c')
    cache.resume()
    expect(await cache.get('k', source.load)).toBe('d')
    expect(await cache.get('k', source.load)).toBe('d')
  })

  it('never holds more than maxEntries', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 20 }),
        fc.array(fc.string({ maxLength: 3 }), { maxLength: 100 }),
        async (maxEntries, keys) => {
          const cache = createReadCache({ ttlMs: 60_000, maxEntries })
          for (const key of keys) {
            await cache.get(key, async () => key)
            expect(cache.size).toBeLessThanOrEqual(maxEntries)
            expect(await cache.get(key, async () => 'other')).toBe(key)
          }
        },
      ),
    )
  })
})
