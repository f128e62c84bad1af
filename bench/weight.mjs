// Page weight as a running production server answers it, gzipped (level 9): every script a
// page makes the browser load — <script src>, script preloads, the static site's island
// modules and, followed through their imports, the chunks those load — plus its inline scripts,
// and the HTML itself. Reads nothing from build directories, so it does not depend on how Next
// or Astro lay them out.
// The framework floor is the JavaScript of Next's built-in not-found page, which has no app
// code; an app page's own JavaScript is its first-load JS minus the chunks of that floor.
import { Buffer } from 'node:buffer'
import { gzipSync } from 'node:zlib'

const KB = 1024
/**
 * App pages: their own JS above the framework floor. Marketing pages: all their JS, less when
 * the navbar and the consent banner are their only interactive parts; their HTML.
 */
export const WEIGHT_BUDGETS = {
  appOwn: 45 * KB,
  marketing: 30 * KB,
  marketingShellOnly: 12 * KB,
  marketingHtml: 40 * KB,
}
/** Marketing pages (paths without /de) with interactive parts besides navbar and consent. */
const INTERACTIVE = new Set([
  '/contact',
  '/course',
  '/course/unsubscribe',
  '/webinars',
  '/scorecard',
  '/customers',
])
/** A shared scorecard (/scorecard/<id>): one page for every id, its island fetching the estimate. */
const SHARED_SCORECARD = /^\/scorecard\/[^/]+$/
const interactive = (path) => INTERACTIVE.has(path) || SHARED_SCORECARD.test(path)
/**
 * Marketing pages weighed beside the sitemap's, which leaves them out (noindex): the course's
 * unsubscribe page, and a shared scorecard by an id that has none (the page and its scripts are
 * the same for every id).
 */
export const UNLISTED_MARKETING_PATHS = [
  '/course/unsubscribe',
  '/de/course/unsubscribe',
  '/scorecard/5f0c1a5e-8a43-4d0e-9c1f-3b1f2d9f6a11',
  '/de/scorecard/5f0c1a5e-8a43-4d0e-9c1f-3b1f2d9f6a11',
]
/** A path the proxy leaves alone (it has a dot), so Next answers its built-in not-found page. */
export const FLOOR_PATH = '/bench-floor.missing'

/**
 * Directives that hydrate without the visitor doing anything: Astro's, and the site's
 * `client:after-paint` (page scripts, docs/decisions/144).
 */
const LOADED_WITH_PAGE = /\sclient="(?:load|idle|visible|media|only|after-paint)"/

const gzipBytes = (body) => gzipSync(body, { level: 9 }).length
const decode = (url) => url.replaceAll('&amp;', '&')

/** Same-origin script URLs a page's HTML makes the browser load, islands included. */
export function scriptEntries(html) {
  const found = new Set()
  const add = (url) => {
    if (url?.startsWith('/')) found.add(decode(url))
  }
  for (const m of html.matchAll(/<script(?![^>]*noModule)[^>]*\ssrc="([^"]+)"/g)) add(m[1])
  for (const m of html.matchAll(/<link\b[^>]*>/g)) {
    const tag = m[0]
    if (/rel="modulepreload"/.test(tag) || (/rel="preload"/.test(tag) && /as="script"/.test(tag)))
      add(/href="([^"]+)"/.exec(tag)?.[1])
  }
  // Astro islands name their component and renderer modules; an island whose directive waits for
  // the visitor to use it (client:interaction, docs/decisions/140) loads nothing with the page.
  for (const [island] of html.matchAll(/<astro-island\b[^>]*>/g)) {
    if (!LOADED_WITH_PAGE.test(island)) continue
    for (const m of island.matchAll(/\s(?:component|renderer)-url="([^"]+)"/g)) add(m[1])
  }
  for (const script of inlineScripts(html)) for (const url of importsOf(script, '/')) add(url)
  return [...found]
}

/** The page's inline scripts (not JSON data blocks). */
export function inlineScripts(html) {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)]
    .filter(([, attrs, text]) => !/\bsrc=/i.test(attrs) && text.trim().length > 0)
    .filter(([, attrs]) => !/type=["']?application\/(ld\+)?json/i.test(attrs))
    .map(([, , text]) => text)
}

/** Static and dynamic import specifiers of an ES module, resolved against its URL path. */
export function importsOf(source, fromPath) {
  const specifiers = new Set()
  const patterns = [
    /\b(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+\.m?js)["']/g,
    /\bimport\s*\(\s*["']([^"']+\.m?js)["']\s*\)/g,
  ]
  for (const pattern of patterns)
    for (const m of source.matchAll(pattern)) {
      const spec = m[1]
      if (spec.startsWith('/') || spec.startsWith('.'))
        specifiers.add(new URL(spec, `http://x${fromPath}`).pathname)
    }
  return [...specifiers]
}

/** Gzipped sizes and imports of scripts, fetched once each from the server at `origin`. */
function scriptFetcher(origin) {
  const cache = new Map()
  return (path) => {
    if (!cache.has(path))
      cache.set(
        path,
        (async () => {
          const res = await fetch(`${origin}${path}`)
          if (!res.ok) throw new Error(`${path}: ${res.status}`)
          const body = Buffer.from(await res.arrayBuffer())
          return { bytes: gzipBytes(body), imports: importsOf(body.toString('utf8'), path) }
        })(),
      )
    return cache.get(path)
  }
}

/** Every script a page loads: its entries and, transitively, what they import. */
async function scriptGraph(html, fetchScript) {
  const seen = new Map()
  const queue = scriptEntries(html)
  while (queue.length) {
    const path = queue.shift()
    if (seen.has(path)) continue
    const script = await fetchScript(path)
    seen.set(path, script.bytes)
    queue.push(...script.imports)
  }
  return seen
}

const sum = (values) => values.reduce((a, b) => a + b, 0)

/** `/de/glossary` → `/glossary`; `/de` → `/`. */
const withoutLocale = (path) => path.replace(/^\/de(?=\/|$)/, '') || '/'

/**
 * The floor and, for each `{ path, kind, html }`: JS (scripts and inline scripts), own JS above
 * the floor and HTML, bytes gzipped, and whether the page is over its budget.
 */
export async function measureWeight({ origin, pages, floorHtml }) {
  const fetchScript = scriptFetcher(origin)
  const floorGraph = await scriptGraph(floorHtml, fetchScript)
  const floor = sum([...floorGraph.values()])
  const rows = []
  for (const { path, kind, html } of pages) {
    const graph = await scriptGraph(html, fetchScript)
    const inline = inlineScripts(html)
    const inlineBytes = inline.length ? gzipBytes(Buffer.from(inline.join('\n'))) : 0
    const bytes = sum([...graph.values()]) + inlineBytes
    const own = sum([...graph].filter(([src]) => !floorGraph.has(src)).map(([, b]) => b))
    const htmlBytes = gzipBytes(Buffer.from(html))
    const shellOnly = kind === 'marketing' && !interactive(withoutLocale(path))
    const budget =
      kind === 'app'
        ? WEIGHT_BUDGETS.appOwn
        : shellOnly
          ? WEIGHT_BUDGETS.marketingShellOnly
          : WEIGHT_BUDGETS.marketing
    const over =
      kind === 'app' ? own > budget : bytes > budget || htmlBytes > WEIGHT_BUDGETS.marketingHtml
    rows.push({ path, kind, scripts: graph.size, bytes, own, htmlBytes, budget, over })
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
      scenario: `${r.path} (${r.kind}), ${r.kind === 'app' ? 'JS' : 'JS and HTML'} gzip`,
      figure:
        r.kind === 'app'
          ? `own ${kb(r.own)} (first-load ${kb(r.bytes)})`
          : `JS ${kb(r.bytes)} (${r.scripts} files), HTML ${kb(r.htmlBytes)}`,
      budget:
        r.kind === 'app'
          ? `own ≤ ${r.budget / KB} KB`
          : `JS ≤ ${r.budget / KB} KB, HTML ≤ ${WEIGHT_BUDGETS.marketingHtml / KB} KB`,
      pass: !r.over,
      raw: r,
    })),
  ]
}

/** Every marketing page the site lists in its sitemap, as paths, in both languages. */
export async function marketingPaths(origin) {
  const xml = await (await fetch(`${origin}/sitemap.xml`)).text()
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname)
  return [...new Set(paths)]
}
