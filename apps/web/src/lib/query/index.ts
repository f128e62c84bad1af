/**
 * The one way the browser fetches (docs/decisions/132): reads are `useQuery(apiQuery(...))`,
 * writes are `useMutation` with `meta.invalidates` naming the reads they change. Server
 * components prefetch the same queries with lib/query/server.ts (not exported here: it needs
 * the request's headers).
 */
export { apiQuery, type ApiQueryInput } from './api-query'
export { apiKey, type ApiKey } from './keys'
export { QueryProvider } from './query-provider'
export { getQueryClient, QUERY_FRESH_MS } from './query-client'
