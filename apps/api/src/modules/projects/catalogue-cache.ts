/**
 * A short-lived in-process memo of catalogue reads (the project list with its facets and the
 * project pages), keyed by request. Every read is the same for everyone in a locale, so under
 * load one database round trip serves all requests of the next `ttlMs`; writes made through
 * the API (admin edits, accepted offers, retirements) clear it at once, and other instances
 * see them within `ttlMs` — well inside the minute the Cache-Control header already allows.
 */
const MAX_ENTRIES = 1_000

interface Entry {
  expires: number
  value: Promise<unknown>
}

let ttlMs = 0
const entries = new Map<string, Entry>()

export const catalogueCache = {
  configure(ttl: number) {
    ttlMs = ttl
    entries.clear()
  },
  /** The memoised value for `key`, loading it when absent or expired; failures are not kept. */
  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (ttlMs <= 0) return load()
    const now = Date.now()
    const hit = entries.get(key)
    if (hit && hit.expires > now) return hit.value as Promise<T>
    if (entries.size >= MAX_ENTRIES) entries.clear()
    const value = load()
    entries.set(key, { expires: now + ttlMs, value })
    value.catch(() => entries.delete(key))
    return value
  },
  clear() {
    entries.clear()
  },
}
