import { PORTFOLIO_IDS } from '@kelp/core/contributions'

/**
 * `contribute/[portfolio]` prerenders a closed list of values (`dynamicParams = false`). Next
 * answers any other value with its fallback 404, and the RSC requests for such a URL (the language links' prefetch on the
 * not-found page) then redirect to themselves until the browser gives up. The proxy sends
 * those URLs to the catch-all instead, which renders the not-found page per request
 * (docs/decisions/107-unknown-route-values-and-keyed-content.md).
 */

/** Pages of their own next to `contribute/[portfolio]`, which win over it. */
export const CONTRIBUTE_PAGES = ['dashboard', 'success'] as const

const contributeSegment = new Set<string>([...CONTRIBUTE_PAGES, ...PORTFOLIO_IDS])

/** The segment the proxy appends so that only the catch-all matches. */
export const UNKNOWN_VALUE_SEGMENT = '_unknown'

/** Next's metadata image routes (`opengraph-image`, `twitter-image`, icons), hashed or not. */
const METADATA_IMAGE = /^(opengraph-image|twitter-image|icon|apple-icon)(-[\w]+)?$/

/**
 * Whether an internal path (`/<locale>/…`) names a portfolio outside the closed list. A single
 * unknown segment needs nothing: no dynamic route competes with the catch-all there.
 */
export function isUnknownRouteValue(internalPath: string): boolean {
  const [, , first, second, ...rest] = internalPath.replace(/\/$/, '').split('/')
  if (first !== 'contribute' || second === undefined || rest.length > 0) return false
  if (METADATA_IMAGE.test(second)) return false
  return !contributeSegment.has(second)
}
