import { queryOptions } from '@tanstack/react-query'
import { api, apiUrl, type ApiRequestOptions } from '../api-client'
import { apiKey } from './keys'

export interface ApiQueryInput {
  /** The answer's language: part of the key, since the API answers in it. */
  locale: string
  query?: ApiRequestOptions['query']
  timeoutMs?: number
  logoutOn401?: boolean
}

/**
 * One API read as query options: the key (path, locale, query), the browser fetch through the
 * shared api client (the query's abort signal cancels it when no screen needs it any more), and
 * the address the server render reads the same data from (lib/query/server.ts).
 */
export function apiQuery<T>(
  path: string,
  { locale, query, timeoutMs, logoutOn401 }: ApiQueryInput,
) {
  return queryOptions({
    queryKey: apiKey(path, { locale, ...query }),
    queryFn: ({ signal }) => api.get<T>(path, { query, locale, signal, timeoutMs, logoutOn401 }),
    meta: { url: apiUrl(path, query) },
  })
}
