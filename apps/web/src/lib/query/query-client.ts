import { environmentManager, MutationCache, QueryClient } from '@tanstack/react-query'
import { ApiError } from '../api-client'
import { onSessionChange } from '../session-events'
import type { ApiKey } from './keys'

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { url?: string }
    /** The reads a mutation changes; they are refetched before the mutation counts as done. */
    mutationMeta: { invalidates?: readonly ApiKey[] }
  }
}

/**
 * How long an answer counts as fresh: a screen shown again within this time (and a server-
 * rendered answer on its first client render) is not fetched again.
 */
export const QUERY_FRESH_MS = 30_000
/** Tries after the first for an answer that may succeed later (network, 5xx). */
const MAX_RETRIES = 1

/**
 * A 4xx is the server's final word (bad input, no access, signed out) and a timeout already
 * waited the full minute: neither is tried again. A lost connection or a 5xx is, once.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false
  if (error instanceof ApiError) return error.status >= 500
  return !(error instanceof DOMException && error.name === 'TimeoutError')
}

export function makeQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    mutationCache: new MutationCache({
      // Returned, so the mutation settles only once what it changed has been read again.
      onSuccess: (_data, _variables, _context, mutation) =>
        Promise.all(
          (mutation.meta?.invalidates ?? []).map((queryKey) =>
            client.invalidateQueries({ queryKey }),
          ),
        ),
    }),
    defaultOptions: {
      queries: {
        staleTime: QUERY_FRESH_MS,
        retry: shouldRetry,
        // Screens refresh after their own changes (invalidation), not on every tab switch.
        refetchOnWindowFocus: false,
      },
      // A repeated write is the caller's decision (orbit keeps an idempotency key for it).
      mutations: { retry: false },
    },
  })
  return client
}

let browserClient: QueryClient | undefined

/**
 * The server makes one client per render (never shared between visitors); the browser keeps
 * one for the tab, emptied whenever the signed-in person changes.
 */
export function getQueryClient(): QueryClient {
  if (environmentManager.isServer()) return makeQueryClient()
  if (!browserClient) {
    const client = makeQueryClient()
    onSessionChange(() => client.clear())
    browserClient = client
  }
  return browserClient
}
