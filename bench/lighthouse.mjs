// `npm run bench:lighthouse`: Lighthouse 13 (mobile profile, simulated throttling) against the
// production build, with Debian's Chromium. product.md §6: performance >= 95 and CLS <= 0.02 on the
// home page, /de/buy-credits and a blog article; median of 3 runs per page. Needs
// `npm run build` first. Writes bench/lighthouse-results.json and exits 1 on a miss.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { ensureChromium } from '../scripts/chromium.mjs'
import { localDemoEnv, root, startProcess, waitForUrl } from '../scripts/lib.mjs'

const WEB_PORT = Number(process.env.BENCH_WEB_PORT ?? 3530)
const API_PORT = Number(process.env.BENCH_API_PORT ?? 4530)
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
const PAGES = ['/', '/de/buy-credits', '/blog/csrd-esrs-e1']
const BUDGET = { performance: 95, cls: 0.02 }
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

if (!ensureChromium()) process.exit(1)

const dataDir = mkdtempSync(join(tmpdir(), 'kelp-lighthouse-'))
const origin = `http://127.0.0.1:${WEB_PORT}`
const api = startProcess('api', process.execPath, ['apps/api/dist/server.js'], {
  env: {
    NODE_ENV: 'production',
    PORT: String(API_PORT),
    ...localDemoEnv(),
    DATA_DIR: dataDir,
    APP_SECRET: 'lighthouse-secret-lighthouse-secret-1234',
    WEB_ORIGIN: origin,
    LOG_LEVEL: 'warn',
  },
})
const web = startProcess(
  'web',
  process.execPath,
  [join(root, 'node_modules/next/dist/bin/next'), 'start', '--port', String(WEB_PORT)],
  {
    cwd: join(root, 'apps/web'),
    env: {
      NODE_ENV: 'production',
      API_ORIGIN: `http://127.0.0.1:${API_PORT}`,
      NEXT_TELEMETRY_DISABLED: '1',
    },
  },
)
const stop = () => {
  for (const child of [api, web]) child.kill('SIGTERM')
  rmSync(dataDir, { recursive: true, force: true })
}
process.on('exit', stop)

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

async function audit(chrome, url) {
  const { lhr } = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  })
  const value = (id) => lhr.audits[id]?.numericValue ?? NaN
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    cls: value('cumulative-layout-shift'),
    lcpMs: value('largest-contentful-paint'),
    fcpMs: value('first-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    speedIndexMs: value('speed-index'),
  }
}

if (!(await waitForUrl(`${origin}/`, 60_000))) {
  console.error('The web app did not start; run `npm run build` first.')
  process.exit(1)
}
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: CHROME_FLAGS,
})
const results = []
try {
  for (const path of PAGES) {
    await fetch(`${origin}${path}`) // warm the server's caches once
    const runs = []
    for (let i = 0; i < RUNS; i++) runs.push(await audit(chrome, `${origin}${path}`))
    const pick = (key) => median(runs.map((r) => r[key]))
    results.push({
      path,
      performance: pick('performance'),
      cls: pick('cls'),
      lcpMs: Math.round(pick('lcpMs')),
      fcpMs: Math.round(pick('fcpMs')),
      tbtMs: Math.round(pick('tbtMs')),
      speedIndexMs: Math.round(pick('speedIndexMs')),
      runs,
    })
  }
} finally {
  await chrome.kill()
}

const pad = (s, n) => String(s).padEnd(n)
console.log(`Lighthouse (mobile), median of ${RUNS}`)
console.log(
  `${pad('page', 24)}${pad('perf', 6)}${pad('CLS', 8)}${pad('LCP', 9)}${pad('FCP', 9)}TBT`,
)
for (const r of results) {
  const miss = r.performance < BUDGET.performance || r.cls > BUDGET.cls ? '  MISS' : ''
  console.log(
    `${pad(r.path, 24)}${pad(r.performance, 6)}${pad(r.cls.toFixed(3), 8)}` +
      `${pad(`${r.lcpMs} ms`, 9)}${pad(`${r.fcpMs} ms`, 9)}${r.tbtMs} ms${miss}`,
  )
}
writeFileSync(
  join(root, 'bench/lighthouse-results.json'),
  `${JSON.stringify({ at: new Date().toISOString(), budget: BUDGET, results }, null, 2)}\n`,
)
const misses = results.filter((r) => r.performance < BUDGET.performance || r.cls > BUDGET.cls)
console.log(
  misses.length ? `${misses.length} page(s) miss the budget.` : 'All pages within budget.',
)
process.exit(misses.length ? 1 : 0)
