// `npm run bench`: every performance budget in one run, each figure next to a
// reference measured in the same run. Starts the built API on PostgreSQL and the production
// web build, seeds the scale data, prints one table, writes bench/results/latest.json, adds
// the run to bench/results/history.md and exits 1 when a budget fails. `npm run bench -- --only api,engines` runs a subset
// (api, purchase, faults, rss, pages, weight, engines, startup); `BENCH_PAGES=/kelpatlas,/projects/SLUG`
// audits only those pages in `pages`.
import { join } from 'node:path'
import { ensureChromium } from '../scripts/chromium.mjs'
import { buildSiteIfStale, mtimeOf, newestMtime, root, run } from '../scripts/lib.mjs'
import { runApiScenarios } from './api.mjs'
import { runEngines } from './engines.mjs'
import { runMailScenario } from './mail.mjs'
import { runPages } from './pages.mjs'
import { runPurchaseScenario } from './purchase.mjs'
import { runRedisScenario } from './redis.mjs'
import { seedScale } from './seed.mjs'
import {
  benchDatabase,
  rssMiB,
  SECRET,
  settle,
  startApi,
  startWeb,
  stop,
  stopWeb,
} from './stack.mjs'
import { printTable } from './table.mjs'
import { measureStartup } from './startup.mjs'
import { recordResults } from './results.mjs'
import {
  FLOOR_PATH,
  marketingPaths,
  measureWeight,
  UNLISTED_MARKETING_PATHS,
  weightRows,
} from './weight.mjs'

const ALL = ['api', 'purchase', 'faults', 'rss', 'pages', 'weight', 'engines', 'startup']
const onlyArg = process.argv.find((a) => a.startsWith('--only'))
const only = onlyArg
  ? (onlyArg.includes('=')
      ? onlyArg.split('=')[1]
      : process.argv[process.argv.indexOf(onlyArg) + 1]
    )
      .split(',')
      .map((s) => s.trim())
  : ALL
const wants = (name) => only.includes(name)
const unknown = only.filter((s) => !ALL.includes(s))
if (unknown.length) {
  console.error(`Unknown scenario group(s): ${unknown.join(', ')}; known: ${ALL.join(', ')}`)
  process.exit(2)
}

const PORT_NAMES = [
  'api',
  'ref',
  'web',
  'next',
  'static',
  'startApi',
  'startWeb',
  'smtpApi',
  'smtp',
  'redisApi',
  'redis',
]
// BENCH_PORT_BASE=5210 puts every server on 5210…5219, so runs on a shared machine keep apart.
const base = Number(process.env.BENCH_PORT_BASE ?? 0)
const PORTS = base
  ? Object.fromEntries(PORT_NAMES.map((name, i) => [name, base + i]))
  : {
      api: 4570,
      ref: 4572,
      web: 3570,
      next: 3571,
      static: 3573,
      startApi: 4573,
      startWeb: 3572,
      smtpApi: 4574,
      smtp: 2570,
      redisApi: 4575,
      redis: 6570,
    }
const apiSources = ['packages/core/src', 'apps/api/src', 'apps/api/drizzle']
const webSources = ['packages/core/src', 'packages/ui/src', 'apps/web/src', 'packages/ui/messages']
const needsServers = ['api', 'purchase', 'faults', 'rss', 'pages', 'weight'].some(wants)
const needsWeb = ['rss', 'pages', 'weight', 'startup'].some(wants)
if (needsServers || wants('startup')) {
  if (mtimeOf('apps/api/dist/server.js') < newestMtime(apiSources)) {
    if (run('npm', ['run', 'build', '-w', '@kelp/api']) !== 0) process.exit(1)
  }
}
if (needsWeb && buildSiteIfStale() !== 0) process.exit(1)
if (needsWeb && mtimeOf('apps/web/.next/BUILD_ID') < newestMtime(webSources)) {
  if (run('npm', ['run', 'build', '-w', '@kelp/web']) !== 0) process.exit(1)
}

if (wants('pages') && !ensureChromium()) process.exit(1)

const rows = []
/** The app pages weighed, as their users see them (signed in), in both languages. */
const appPages = (slug) =>
  [
    '/projects',
    '/de/projects',
    `/projects/${slug}`,
    `/de/projects/${slug}`,
    '/portfolio-manager',
    '/de/portfolio-manager',
    '/kelpatlas',
    '/de/kelpatlas',
    '/orbit',
    '/de/orbit',
  ].map((path) => ({ path, kind: 'app' }))
let context
if (needsServers) {
  // Its own database per port base too: parallel runs must not share the seeded data.
  const databaseUrl = await benchDatabase(`kelp_bench_perf${base ? `_${base}` : ''}`)
  const api = await startApi({ port: PORTS.api, databaseUrl })
  const apiOrigin = `http://127.0.0.1:${PORTS.api}`
  console.log('Seeding the scale data …')
  context = await seedScale(databaseUrl, SECRET)
  console.log(
    `${context.counts.projects} projects, ${context.counts.companies} companies, ` +
      `${context.counts.retirements} retirements for one company`,
  )
  const web = ['rss', 'pages', 'weight'].some(wants)
    ? await startWeb({ port: PORTS.web, nextPort: PORTS.next, apiOrigin })
    : null
  if (wants('api')) {
    console.log('API scenarios (autocannon) …')
    rows.push(...(await runApiScenarios({ origin: apiOrigin, refPort: PORTS.ref, context })))
    rows.push(
      ...(await runMailScenario({
        apiPort: PORTS.smtpApi,
        smtpPort: PORTS.smtp,
        databaseUrl,
        context,
      })),
    )
  }
  if (wants('purchase')) {
    console.log('Self-service purchase journeys …')
    rows.push(...(await runPurchaseScenario({ origin: apiOrigin, databaseUrl, context })))
  }
  if (wants('faults')) {
    console.log('Rate limits with Redis up and stopped (autocannon) …')
    rows.push(
      ...(await runRedisScenario({
        apiPort: PORTS.redisApi,
        redisPort: PORTS.redis,
        databaseUrl,
        context,
      })),
    )
  }
  if (wants('rss') && web) {
    // The web's memory after it has served pages once as well as the API's after the load: pages
    // Next.js renders (the marketing pages are the static site's files).
    for (const path of ['/projects', '/de/projects', '/contribute']) {
      await fetch(`http://127.0.0.1:${PORTS.web}${path}`).then((r) => r.arrayBuffer())
    }
    const apiRss = rssMiB(api.pid)
    const webRss = rssMiB(web.next.pid)
    rows.push({
      group: 'memory',
      scenario: 'RSS after the API scenarios',
      figure: `API ${apiRss.toFixed(0)} MiB, web ${webRss.toFixed(0)} MiB`,
      budget: 'report',
      pass: true,
      raw: { apiMiB: apiRss, webMiB: webRss },
    })
  }
  if (wants('pages')) {
    const idle = await settle(databaseUrl)
    console.log(`Page scenarios (Lighthouse), machine ${Math.round(idle * 100)} % idle …`)
    rows.push(
      ...(await runPages({
        origin: `http://127.0.0.1:${PORTS.web}`,
        staticPort: PORTS.static,
        token: context.token,
        projectSlug: context.projectSlug,
      })),
    )
  }
  if (wants('weight') && web) {
    const origin = `http://127.0.0.1:${PORTS.web}`
    const cookie = `accessToken=${context.token}`
    const pages = []
    // Every marketing page of the sitemap (each language) and the unlisted ones, then the
    // signed-in app pages.
    const marketing = [...(await marketingPaths(origin)), ...UNLISTED_MARKETING_PATHS].map(
      (path) => ({ path, kind: 'marketing' }),
    )
    for (const page of [...marketing, ...appPages(context.projectSlug)]) {
      const res = await fetch(`${origin}${page.path}`, { headers: { cookie } })
      if (!res.ok) throw new Error(`${page.path}: ${res.status}`)
      pages.push({ ...page, html: await res.text() })
    }
    const floorHtml = await (await fetch(`${origin}${FLOOR_PATH}`)).text()
    rows.push(...weightRows(await measureWeight({ origin, pages, floorHtml })))
  }
  await stopWeb(web)
  await stop(api)
}

if (wants('engines')) rows.push(...(await runEngines()))
if (wants('startup')) {
  rows.push(...(await measureStartup({ apiPort: PORTS.startApi, webPort: PORTS.startWeb })))
}

printTable(rows)
const failed = rows.filter((r) => !r.pass)
recordResults(join(root, 'bench/results'), { only, rows })
console.log(failed.length ? `${failed.length} budget(s) failed.` : 'Every budget holds.')
process.exit(failed.length ? 1 : 0)
