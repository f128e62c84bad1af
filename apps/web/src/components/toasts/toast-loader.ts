import { useSyncExternalStore } from 'react'
import type * as LiveToasterModule from './live-toaster'

type LiveToasts = typeof LiveToasterModule

/**
 * react-hot-toast and the toaster are loaded on the first toast (not before, decision 095) —
 * never inside the page's start-up task: setting up the library's CSS-in-JS was about 20 ms of
 * that task at Lighthouse's mobile CPU, on every page (docs/decisions/093).
 */
let loading: Promise<LiveToasts> | null = null
let loaded: LiveToasts | null = null
const listeners = new Set<() => void>()

export function loadToasts(): Promise<LiveToasts> {
  loading ??= import('./live-toaster').then((live) => {
    loaded = live
    for (const listener of listeners) listener()
    return live
  })
  return loading
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The loaded toaster module, or null until it is loaded (always null on the server). */
export function useLiveToasts(): LiveToasts | null {
  return useSyncExternalStore(
    subscribe,
    () => loaded,
    () => null,
  )
}
