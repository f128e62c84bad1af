import { afterEach, describe, expect, it, vi } from 'vitest'
import { catalogueCache } from './catalogue-cache'

afterEach(() => {
  catalogueCache.configure(0)
  vi.useRealTimers()
})

describe('catalogueCache', () => {
  it('loads every time when switched off (the test default)', async () => {
    catalogueCache.configure(0)
    const load = vi.fn(async () => 1)
    await catalogueCache.get('k', load)
    await catalogueCache.get('k', load)
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('serves one load per key within the time to live, then loads again', async () => {
    vi.useFakeTimers()
    catalogueCache.configure(2000)
    const load = vi.fn(async () => 'a')
    expect(await catalogueCache.get('k', load)).toBe('a')
    expect(await catalogueCache.get('k', load)).toBe('a')
    await catalogueCache.get('other', load)
    expect(load).toHaveBeenCalledTimes(2)
    vi.advanceTimersByTime(2001)
    await catalogueCache.get('k', load)
    expect(load).toHaveBeenCalledTimes(3)
  })

  it('forgets everything when a write clears it', async () => {
    catalogueCache.configure(60_000)
    const load = vi.fn(async () => 'a')
    await catalogueCache.get('k', load)
    catalogueCache.clear()
    await catalogueCache.get('k', load)
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('does not keep a failed load', async () => {
    catalogueCache.configure(60_000)
    const failing = vi.fn(async () => {
      throw new Error('gone')
    })
    await expect(catalogueCache.get('k', failing)).rejects.toThrow('gone')
    await expect(catalogueCache.get('k', async () => 'ok')).resolves.toBe('ok')
  })
})
