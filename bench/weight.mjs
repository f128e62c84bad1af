// `npm run bench:weight`: first-load JavaScript of every prerendered page, gzipped, from the
// production build. For each page's prerendered HTML it sums the gzipped size of every
// script chunk the HTML loads (<script src> and <link rel="preload" as="script">), prints a
// table and fails when a page is over its budget (spec §6: marketing pages < 120 KB).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'
import { root } from '../scripts/lib.mjs'

const KB = 1024
const BUDGETS = { marketing: 120 * KB, app: 250 * KB }
/** Paths (without locale) that belong to the signed-in app or tooling, not the marketing site. */
// The contribution checkout (/contribute) is a signed-out app flow, not a content page.
const APP_PREFIXES = [
  '/auth',
  '/projects',
  '/kelpatlas',
  '/dev',
  '/planner',
  '/account',
  '/portfolio',
  '/orbit',
  '/admin',
  '/contribute',
]
const LOCALES = ['en', 'de']

const nextDir = process.env.WEIGHT_NEXT_DIR ?? join(root, 'apps/web/.next')
const appDir = join(nextDir, 'server/app')

function htmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return htmlFiles(path)
    return name.endsWith('.html') ? [path] : []
  })
}

const gzipCache = new Map()
function gzippedSize(src) {
  if (!gzipCache.has(src)) {
    const file = join(nextDir, decodeURIComponent(src.replace(/^\/_next\//, '').split('?')[0]))
    gzipCache.set(src, gzipSync(readFileSync(file), { level: 9 }).length)
  }
  return gzipCache.get(src)
}

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

const kindOf = (bare) => (APP_PREFIXES.some((p) => bare.startsWith(p)) ? 'app' : 'marketing')

/**
 * First-load JS of every prerendered page, and of `served` pages rendered per request (their
 * HTML fetched from a running server: `{ path, html }`), largest first within marketing and app.
 */
export function measureWeight({ served = [] } = {}) {
  if (!existsSync(appDir)) throw new Error('No production build: run `npm run build` first.')
  /** Next.js and React alone: the chunks of the built-in not-found page, which has no app code. */
  const frameworkChunks = new Set(
    scriptChunks(readFileSync(join(appDir, '_not-found.html'), 'utf8')),
  )
  const framework = [...frameworkChunks].reduce((sum, src) => sum + gzippedSize(src), 0)

  const rows = []
  const measure = (path, kind, html) => {
    const chunks = scriptChunks(html)
    const bytes = chunks.reduce((sum, src) => sum + gzippedSize(src), 0)
    const own =
      bytes - chunks.filter((c) => frameworkChunks.has(c)).reduce((n, c) => n + gzippedSize(c), 0)
    rows.push({ path, kind, chunks: chunks.length, bytes, own, over: bytes > BUDGETS[kind] })
  }
  for (const locale of LOCALES) {
    const localeDir = join(appDir, locale)
    const files = [join(appDir, `${locale}.html`), ...htmlFiles(localeDir)]
    for (const file of files) {
      const path = `/${relative(appDir, file).replace(/\.html$/, '')}`
      measure(path, kindOf(path.slice(locale.length + 1)), readFileSync(file, 'utf8'))
    }
  }
  for (const { path, html } of served) {
    measure(path, kindOf(path.replace(/^\/de(?=\/)/, '')), html)
  }
  rows.sort((a, b) => a.kind.localeCompare(b.kind) || b.bytes - a.bytes)
  return { rows, framework }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { rows, framework } = measureWeight()
  const pad = (s, n) => String(s).padEnd(n)
  const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`
  console.log(
    `${pad('page', 44)}${pad('kind', 11)}${pad('chunks', 8)}${pad('app code', 10)}first-load JS (gzip)`,
  )
  for (const r of rows) {
    const budget = `/ ${BUDGETS[r.kind] / KB} KB${r.over ? '  OVER' : ''}`
    console.log(
      `${pad(r.path, 44)}${pad(r.kind, 11)}${pad(r.chunks, 8)}${pad(kb(r.own), 10)}${pad(kb(r.bytes), 10)}${budget}`,
    )
  }
  const over = rows.filter((r) => r.over)
  const max = (kind) => Math.max(...rows.filter((r) => r.kind === kind).map((r) => r.bytes))
  console.log(`\nFramework (Next.js + React, no app code): ${kb(framework)} of every page.`)
  console.log(
    `${rows.length} pages; largest marketing ${(max('marketing') / KB).toFixed(1)} KB, ` +
      `largest app ${(max('app') / KB).toFixed(1)} KB; ${over.length} over budget.`,
  )
  process.exit(over.length ? 1 : 0)
}
