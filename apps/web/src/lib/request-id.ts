/** The header one request id travels in: browser → web server → API, and back on the answer. */
export const REQUEST_ID_HEADER = 'x-request-id'

const SAFE_ID = /^[\w-]{8,64}$/

/** A caller's id when it looks like one (it ends up in log lines), else a new one. */
export function requestIdFrom(incoming: string | null): string {
  return incoming && SAFE_ID.test(incoming) ? incoming : crypto.randomUUID()
}
