/** Most keys kept at once; the oldest window is dropped first when more arrive. */
export const LOCAL_COUNTER_KEYS = 10_000

interface Window {
  count: number
  endsAt: number
}

/** Fixed-window counters in this process: the rate limits when no shared store answers. */
export class LocalCounters {
  private readonly windows = new Map<string, Window>()

  constructor(
    private readonly maxKeys = LOCAL_COUNTER_KEYS,
    private readonly now: () => number = Date.now,
  ) {}

  incr(key: string, windowMs: number): { current: number; ttl: number } {
    const now = this.now()
    let window = this.windows.get(key)
    if (!window || window.endsAt <= now) {
      this.windows.delete(key)
      window = { count: 0, endsAt: now + windowMs }
      this.windows.set(key, window)
      if (this.windows.size > this.maxKeys) {
        this.windows.delete(this.windows.keys().next().value as string)
      }
    }
    window.count += 1
    return { current: window.count, ttl: window.endsAt - now }
  }

  read(key: string, _windowMs: number): { current: number; ttl: number } {
    const now = this.now()
    const window = this.windows.get(key)
    if (!window || window.endsAt <= now) return { current: 0, ttl: 0 }
    return { current: window.count, ttl: window.endsAt - now }
  }
}
