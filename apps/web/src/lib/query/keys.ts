/** Parameters of an API read as they go into its query key (the locale among them). */
export type ApiKeyParams = Record<string, string | number | boolean | undefined>

export type ApiKey = readonly (string | ApiKeyParams)[]

/**
 * The cache key of an API read: the path's segments, then its parameters. Keys match by prefix,
 * so `apiKey('/api/orbit')` reaches `/api/orbit?year=2025` and `/api/orbit/cart` alike: a
 * mutation invalidates the whole resource it changed without listing every read of it.
 */
export function apiKey(path: string, params?: ApiKeyParams): ApiKey {
  const segments = path.split('/').filter(Boolean)
  if (!params) return segments
  const defined = Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined))
  return [...segments, defined]
}
