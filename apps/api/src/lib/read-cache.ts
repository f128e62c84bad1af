/**
 * An in-process memo of read results, keyed by request (docs/decisions/092). Loads are shared:
 * concurrent misses of one key wait for the same promise. Entries live `ttlMs` at most (or
 * less, when `ttlFor` says the value goes stale sooner) and every `clear()` drops them.
 *
 * A load that was started before a `clear()` is never stored: it may have read the database
 * before the write that caused the clear committed, and storing it would keep the old value
 * alive after the invalidation (the classic read/invalidate race).
 */
export interface ReadCache {
  get<T>(key: string, load: () => Promise<T>, ttlFor?: (value: T) => number): Promise<T>
  clear(): void
  /** Turns caching off (every get loads) until `resume()`: used while invalidations may be missed. */
  suspend(): void
  resume(): void
  readonly size: number
}

interface Entry {
  expires: number
  value: Promise<unknown>
}

export function createReadCache({
  ttlMs,
  maxEntries = 1_000,
  now = Date.now,
}: {
  ttlMs: number
  maxEntries?: number
  now?: () => number
}): ReadCache {
  const entries = new Map<string, Entry>()
  let epoch = 0
  let suspended = false

  return {
    get<T>(key: string, load: () => Promise<T>, ttlFor?: (value: T) => number): Promise<T> {
      if (ttlMs <= 0 || suspended) return load()
      const at = now()
      const hit = entries.get(key)
      if (hit && hit.expires > at) return hit.value as Promise<T>
      if (entries.size >= maxEntries) entries.clear()
      const started = epoch
      const value = load()
      const entry: Entry = { expires: at + ttlMs, value }
      entries.set(key, entry)
      value.then(
        (loaded) => {
          if (epoch !== started) return
          const ttl = ttlFor ? Math.min(ttlMs, ttlFor(loaded)) : ttlMs
          if (ttl <= 0) {
            if (entries.get(key) === entry) entries.delete(key)
          } else {
            entry.expires = at + ttl
          }
        },
        () => {
          if (entries.get(key) === entry) entries.delete(key)
        },
      )
      return value
    },
    clear() {
      epoch += 1
      entries.clear()
    },
    suspend() {
      suspended = true
      this.clear()
    },
    resume() {
      this.clear()
      suspended = false
    },
    get size() {
      return entries.size
    },
  }
}
