import { useSyncExternalStore } from 'react'

const noChange = () => () => {}

/**
 * A value only the browser knows (the address, a media query, timing entries), read without
 * an effect: the server render and the hydrating render get `serverValue`, every render after
 * that `read()`. `read` must return the same value for the same state (a string, a boolean).
 */
export function useBrowserValue<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(noChange, read, () => serverValue)
}

/** True once the component renders in the browser after hydration. */
export function useHydrated(): boolean {
  return useBrowserValue(() => true, false)
}
