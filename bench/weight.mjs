// First-load JavaScript of pages as a running production server answers them, gzipped: every
// script chunk the HTML loads (<script src> and script preloads), fetched from the server.
// The framework floor is the same sum for Next's built-in not-found page, which has no app
// code; an app page's own JavaScript is its first-load JS minus the chunks of that floor.
// Reads nothing from the build directory, so it does not depend on how Next lays it out.
import { Buffer } from 'node:buffer'
import { gzipSync } from 'node:zlib'

const KB = 1024
/** Marketing pages: whole first-load JS. App pages: their own JS above the framework floor. */
export const WEIGHT_BUDGETS = { marketing: 120 * KB, appOwn: 45 * KB }
/** A path the proxy leaves alone (it has a dot), so Next answers its built-in not-found page. */
export const FLOOR_PATH = '/bench-floor.missing'

/** Every distinct script chunk a page's HTML makes the browser load before it is interactive. */
export function scriptChunks(html) {
  const found = new Set()
  for (const m of html.matchAll(/<script(?![^>]*noModule)[^>]*\ssrc="([^"]+\.js[^"]*)"/g))
    found.add(m[1])
  for (const m of html.matchAll(/<link[^>]*rel="preload"[^>]*as="script"[^>]*>/g)) {
    const href = /href="([^"]+)"/.exec(m[0])
    if (href) found.add(href[1])
  }
  return [...found].filter((src) => src.startsWith('/_next/'))
}

/** Gzipped sizes of chunks, fetched once each from the server at `origin`. */
function chunkSizes(origin) {
  const sizes = new Map()
  return async (src) => {
    if (!sizes.has(src)) {
      const res = await fetch(`${origin}${src.replaceAll('&amp;', '&')}`)
      if (!res.ok) throw new Error(`${src}: ${res.status}`)
      sizes.set(src, gzipSync(Buffer.from(await res.arrayBuffer()), { level: 9 }).length)
    }
    return sizes.get(src)
  }
}

/**
 * The floor and, for each `{ path, kind, html }`, its first-load JS and own JS (bytes, gzip).
 * A marketing page is over when its whole first-load JS is; an app page when its own JS is.
 */
export async function measureWeight({ origin, pages, floorHtml }) {
  const size = chunkSizes(origin)
  const sum = async (chunks) => {
    let total = 0
    for (const c of chunks) total += await size(c)
    return total
  }
  const floorChunks = new Set(scriptChunks(floorHtml))
  const floor = await sum([...floorChunks])
  const rows = []
  for (const { path, kind, html } of pages) {
    const chunks = scriptChunks(html)
    const bytes = await sum(chunks)
    const own = await sum(chunks.filter((c) => !floorChunks.has(c)))
    const over = kind === 'app' ? own > WEIGHT_BUDGETS.appOwn : bytes > WEIGHT_BUDGETS.marketing
    rows.push({ path, kind, chunks: chunks.length, bytes, own, over })
  }
  return { floor, rows }
}

/** The bench table's rows: the floor, then one per page. */
export function weightRows({ floor, rows }) {
  const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`
  return [
    {
      group: 'weight',
      scenario: 'framework floor (built-in not-found page), first-load JS gzip',
      figure: kb(floor),
      budget: 'report',
      pass: true,
      raw: { bytes: floor },
    },
    ...rows.map((r) => ({
      group: 'weight',
      scenario: `${r.path} (${r.kind}), JS gzip`,
      figure: r.kind === 'app' ? `own ${kb(r.own)} (first-load ${kb(r.bytes)})` : kb(r.bytes),
      budget:
        r.kind === 'app'
          ? `own ≤ ${WEIGHT_BUDGETS.appOwn / KB} KB`
          : `< ${WEIGHT_BUDGETS.marketing / KB} KB`,
      pass: !r.over,
      raw: r,
    })),
  ]
}
