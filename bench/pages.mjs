// Page scenarios: Lighthouse (mobile profile, applied throttling, Debian's Chromium),
// median of 3, for each page and for a copy of the same page's HTML with every script removed,
// served as a static file (with the build's static assets) by a tiny static file server in the
// same run: the limit no framework can beat.
import { Buffer } from 'node:buffer'
import { createReadStream, existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { extname, join, normalize } from 'node:path'
import { createGzip } from 'node:zlib'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import puppeteer from 'puppeteer-core'
import { root } from '../scripts/lib.mjs'

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
/**
 * Lighthouse's applied ("devtools") throttling: the page loads over the mobile profile's slow
 * connection and CPU, and its paints are measured as they happen. Simulated throttling
 * estimates them from an unthrottled local load, in which the app pages' scripts arrive before
 * the first frame about half the time and are then counted in it (docs/decisions/146).
 */
const THROTTLING_METHOD = 'devtools'
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript',
  '.css': 'text/css',
  '.woff2': 'font/woff2',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
}

/**
 * The pages audited: all of them, or those `BENCH_PAGES` names (comma-separated paths, `SLUG`
 * standing for the project page's slug), to measure a page at a time on a shared machine.
 */
export function pageList(projectSlug, selected = process.env.BENCH_PAGES) {
  const all = [
    { path: '/', kind: 'marketing' },
    { path: '/de/buy-credits', kind: 'marketing' },
    { path: '/blog/csrd-esrs-e1', kind: 'marketing' },
    { path: '/glossary', kind: 'marketing' },
    { path: '/projects', kind: 'app' },
    { path: `/projects/${projectSlug}`, kind: 'app' },
    { path: '/portfolio-manager', kind: 'app' },
    { path: '/kelpatlas', kind: 'app' },
    { path: '/orbit', kind: 'app' },
  ]
  if (!selected) return all
  const wanted = selected.split(',').map((p) => p.trim().replace('SLUG', projectSlug))
  const unknown = wanted.filter((path) => !all.some((page) => page.path === path))
  if (unknown.length)
    throw new Error(`BENCH_PAGES names pages the bench does not audit: ${unknown}`)
  return all.filter((page) => wanted.includes(page.path))
}

/**
 * Budgets per kind: the signed-in screens', and the static site's, which is held to its own
 * no-script copy only (no absolute LCP).
 */
export const PAGE_BUDGETS = {
  app: { score: 90, lcpMs: 2500, lcpRatio: 1.5, tbtMs: 200, cls: 0.02 },
  marketing: { score: 98, lcpMs: Infinity, lcpRatio: 1.15, tbtMs: 50, cls: 0.02 },
}

/** The page without any script: no script element, no script preload. */
export function withoutScripts(html) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '')
    .replace(/<link\b[^>]*\bas="script"[^>]*>/gi, '')
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, '')
}

/** Fingerprinted build assets by URL prefix: Next's and the static site's. */
const BUILT_ASSETS = [
  ['/_next/static/', join(root, 'apps/web/.next/static/')],
  ['/_astro/', join(root, 'apps/site/dist/_astro/')],
]

/**
 * Serves the saved HTML by path and the build's static files (gzipped, like any production
 * static host); everything a static host cannot answer itself (image optimisation, API calls
 * the page makes) is passed to the real server, so only the page's own HTML differs.
 */
function staticServer(dir, port, origin) {
  const server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname)
    let file = join(dir, path === '/' ? 'index' : path.replace(/\//g, '__'), 'index.html')
    const built = BUILT_ASSETS.find(([prefix]) => path.startsWith(prefix))
    if (!existsSync(file) && built) {
      const [prefix, base] = built
      file = join(base, normalize(path.slice(prefix.length)))
      if (!file.startsWith(base)) file = ''
    } else if (!existsSync(file)) {
      const base = join(root, 'apps/web/public/')
      file = join(base, normalize(path.slice(1)))
      if (!file.startsWith(base) || !existsSync(file) || statSync(file).isDirectory()) file = ''
    }
    if (!file || !existsSync(file)) {
      const answer = await fetch(`${origin}${req.url}`, {
        headers: { cookie: req.headers.cookie ?? '' },
      })
      const body = Buffer.from(await answer.arrayBuffer())
      res.writeHead(answer.status, {
        'content-type': answer.headers.get('content-type') ?? 'application/octet-stream',
        'cache-control': answer.headers.get('cache-control') ?? 'no-cache',
      })
      res.end(body)
      return
    }
    const type = TYPES[extname(file)] ?? 'application/octet-stream'
    const gzip =
      /text|javascript|json|svg/.test(type) && /gzip/.test(req.headers['accept-encoding'] ?? '')
    res.writeHead(200, {
      'content-type': type,
      'cache-control': built ? 'public, max-age=31536000, immutable' : 'no-cache',
      ...(gzip ? { 'content-encoding': 'gzip', vary: 'Accept-Encoding' } : {}),
    })
    const stream = createReadStream(file)
    ;(gzip ? stream.pipe(createGzip()) : stream).pipe(res)
  })
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)))
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

async function audit(port, url) {
  const { lhr } = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    throttlingMethod: THROTTLING_METHOD,
  })
  const value = (id) => lhr.audits[id]?.numericValue ?? NaN
  // Lighthouse 13 names the LCP element in its LCP breakdown insight, as a node item.
  const element = (lhr.audits['lcp-breakdown-insight']?.details?.items ?? []).find(
    (item) => item.type === 'node',
  )
  const longTasks = lhr.audits['long-tasks']?.details?.items ?? []
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    cls: value('cumulative-layout-shift'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    // What to look at when a budget fails: the LCP element and the longest main-thread tasks.
    lcpElement: element ? `${element.selector}: ${element.nodeLabel}` : null,
    longTasks: longTasks
      .slice(0, 5)
      .map((t) => `${Math.round(t.duration)} ms ${String(t.url).split('/').pop()}`),
  }
}

async function medianAudit(port, url) {
  const runs = []
  for (let i = 0; i < RUNS; i++) runs.push(await audit(port, url))
  const pick = (key) => median(runs.map((r) => r[key]))
  // The element and tasks of the run whose LCP is the median, so they explain that figure.
  const typical = runs.find((r) => r.lcpMs === pick('lcpMs')) ?? runs[0]
  return {
    performance: pick('performance'),
    cls: pick('cls'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    lcpElement: typical.lcpElement,
    longTasks: typical.longTasks,
  }
}

export async function runPages({ origin, staticPort, token, projectSlug }) {
  const dir = mkdtempSync(join(tmpdir(), 'kelp-bench-static-'))
  const pages = pageList(projectSlug)
  for (const page of pages) {
    const res = await fetch(`${origin}${page.path}`, {
      headers: { cookie: `accessToken=${token}` },
    })
    if (!res.ok) throw new Error(`${page.path}: ${res.status}`)
    const file = join(dir, page.path === '/' ? 'index' : page.path.replace(/\//g, '__'))
    await import('node:fs/promises').then((fs) => fs.mkdir(file, { recursive: true }))
    writeFileSync(join(file, 'index.html'), withoutScripts(await res.text()))
  }
  const server = await staticServer(dir, staticPort, origin)
  const staticOrigin = `http://127.0.0.1:${staticPort}`
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  })
  const rows = []
  try {
    // The app pages read the session cookie in the browser; Lighthouse keeps cookies.
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` })
    for (const host of ['127.0.0.1']) {
      await browser.setCookie({ name: 'accessToken', value: token, domain: host, path: '/' })
    }
    await browser.disconnect()
    for (const page of pages) {
      const own = await medianAudit(chrome.port, `${origin}${page.path}`)
      const ref = await medianAudit(chrome.port, `${staticOrigin}${page.path}`)
      const b = PAGE_BUDGETS[page.kind]
      const lcpRatio = own.lcpMs / ref.lcpMs
      const pass =
        own.performance >= b.score &&
        own.lcpMs <= b.lcpMs &&
        lcpRatio <= b.lcpRatio &&
        own.cls <= b.cls &&
        own.tbtMs <= b.tbtMs
      rows.push({
        group: 'pages',
        scenario: `${page.path} (${page.kind})`,
        figure: `score ${own.performance}, LCP ${Math.round(own.lcpMs)} ms, CLS ${own.cls.toFixed(3)}, TBT ${Math.round(own.tbtMs)} ms`,
        reference: `no-script copy: score ${ref.performance}, LCP ${Math.round(ref.lcpMs)} ms`,
        ratio: Number(lcpRatio.toFixed(2)),
        budget: `score ≥ ${b.score}, LCP ${Number.isFinite(b.lcpMs) ? `≤ ${b.lcpMs} ms and ` : ''}≤ ${b.lcpRatio}× copy, CLS ≤ ${b.cls}, TBT ≤ ${b.tbtMs} ms`,
        pass,
        raw: { own, reference: ref },
      })
    }
  } finally {
    await chrome.kill()
    server.close()
    rmSync(dir, { recursive: true, force: true })
  }
  return rows
}
