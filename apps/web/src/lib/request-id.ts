/** The header one request id travels in: browser → web server → API, and back on the answer. */
export const REQUEST_ID_HEADER = 'x-request-id'

const SAFE_ID = /^[\w-]{8,64}$/

/** A caller's id when it looks like one (it ends up in log lines), else a new one. */
export function requestIdFrom(incoming: string | null): string {
  return incoming && SAFE_ID.test(incoming) ? incoming : crypto.randomUUID()
}

/** The Server-Timing metric that hands the id to the browser (PerformanceResourceTiming). */
export const REQUEST_ID_TIMING = 'rid'

export const requestIdTiming = (id: string) => `${REQUEST_ID_TIMING};desc="${id}"`

type TimedEntry = Pick<PerformanceResourceTiming, 'name' | 'serverTiming'>

/**
 * The id of the request that rendered what the visitor sees: the newest page load or React
 * Server Components fetch (`?_rsc=`) that carried one. Shown on error pages for support.
 */
export function renderRequestId(entries: readonly TimedEntry[]): string | undefined {
  for (let i = entries.length - 1; i >= 0; i--) {
    const entry = entries[i]!
    const isRender = !entry.name.includes('/api/') || entry.name.includes('_rsc=')
    const timing = entry.serverTiming?.find((t) => t.name === REQUEST_ID_TIMING)
    if (isRender && timing?.description) return timing.description
  }
  return undefined
}
