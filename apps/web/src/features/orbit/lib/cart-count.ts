import { useSyncExternalStore } from 'react'

/**
 * The number of lines in the signed-in user's cart, shared by the navbar and every screen
 * that changes the cart (each cart call answers with the whole cart). `null`: not known yet.
 */
let count: number | null = null
const listeners = new Set<() => void>()

export function publishCartCount(next: number | null): void {
  if (next === count) return
  count = next
  for (const listener of listeners) listener()
}

let loading: Promise<void> | undefined

/** Reads the count once when it is unknown; callers at the same time share the request. */
export function ensureCartCount(load: () => Promise<number>): void {
  if (count !== null || loading) return
  loading = load().then(
    (next) => publishCartCount(next),
    () => {}, // The link works without its count; the next page view asks again.
  )
  void loading.finally(() => {
    loading = undefined
  })
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export function useCartCount(): number | null {
  return useSyncExternalStore(
    subscribe,
    () => count,
    () => null,
  )
}
