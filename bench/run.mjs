// `npm run bench`: every performance budget in one run, each figure next to a
// reference measured in the same run. Starts the built API on PostgreSQL and the production
// web build, seeds the scale data, prints one table, writes bench/results.json and exits 1
// when a budget fails. `npm run bench -- --only api,engines` runs a subset
// (api, faults, rss, pages, weight, engines, startup).
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { ensureChromium } from '../scripts/chromium.mjs'
import { mtimeOf, newestMtime, root, run } from '../scripts/lib.mjs'
import { runApiScenarios } from './api.mjs'
import { runEngines } from './engines.mjs'
import { runMailScenario } from './mail.mjs'
import { runPages } from './pages.mjs'
import { runRedisScenario } from './redis.mjs'
import { seedScale } from './seed.mjs'
import { benchDatabase, rssMiB, SECRET, settle, startApi, startWeb, stop } from './stack.mjs'
import { printTable } from './table.mjs'
import { measureStartup } from './startup.mjs'
import { measureWeight } from './weight.mjs'

const ALL = ['api', 'faults', 'rss', 'pages', 'weight', 'engines', 'startup']
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

const PORTS = {
  api: 4570,
  ref: 4572,
  web: 3570,
  static: 3573,
  startApi: 4573,
  startWeb: 3572,
  smtpApi: 4574,
  smtp: 2570,
  redisApi: 4575,
  redis: 6570,
}
const apiSources = ['packages/core/src', 'apps/api/src', 'apps/api/drizzle']
const webSources = ['packages/core/src', 'apps/web/src', 'apps/web/messages', 'apps/web/content']
const needsServers = ['api', 'faults', 'rss', 'pages', 'weight'].some(wants)
const needsWeb = ['rss', 'pages', 'weight', 'startup'].some(wants)
if (needsServers || wants('startup')) {
  if (mtimeOf('apps/api/dist/server.js') < newestMtime(apiSources)) {
    if (run('npm', ['run', 'build', '-w', '@kelp/api']) !== 0) process.exit(1)
  }
}
if (needsWeb && mtimeOf('apps/web/.next/BUILD_ID') < newestMtime(webSources)) {
  if (run('npm', ['run', 'build', '-w', '@kelp/web']) !== 0) process.exit(1)
}

if (wants('pages') && !ensureChromium()) process.exit(1)

const rows = []
/** HTML of the app pages rendered per request, for the weight rows. */
const served = []
const dynamicAppPages = (slug) => [
  '/projects',
  '/de/projects',
  `/projects/${slug}`,
  `/de/projects/${slug}`,
  '/portfolio-manager',
  '/de/portfolio-manager',
  '/portfolio',
  '/de/portfolio',
]
let context
if (needsServers) {
  const databaseUrl = await benchDatabase('kelp_bench_perf')
  const api = await startApi({ port: PORTS.api, databaseUrl })
  const apiOrigin = `http://127.0.0.1:${PORTS.api}`
  console.log('Seeding the scale data …')
  context = await seedScale(databaseUrl, SECRET)
  console.log(
    `${context.counts.projects} projects, ${context.counts.companies} companies, ` +
      `${context.counts.retirements} retirements for one company`,
  )
  const web = ['rss', 'pages', 'weight'].some(wants)
    ? await startWeb({ port: PORTS.web, apiOrigin })
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
    // The web's memory after it has served the pages once as well as the API's after the load.
    for (const path of ['/', '/projects', '/de/buy-credits']) {
      await fetch(`http://127.0.0.1:${PORTS.web}${path}`).then((r) => r.arrayBuffer())
    }
    const apiRss = rssMiB(api.pid)
    const webRss = rssMiB(web.pid)
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
    // Pages rendered per request have no prerendered HTML: their weight is read from the HTML
    // the server answers (signed in, as their users see them).
    for (const path of dynamicAppPages(context.projectSlug)) {
      const res = await fetch(`http://127.0.0.1:${PORTS.web}${path}`, {
        headers: { cookie: `accessToken=${context.token}` },
      })
      served.push({ path, html: await res.text() })
    }
  }
  await stop(web)
  await stop(api)
}

if (wants('weight')) {
  const { rows: pages } = measureWeight({ served })
  for (const kind of ['marketing', 'app']) {
    const ofKind = pages.filter((p) => p.kind === kind)
    const largest = ofKind[0]
    const over = ofKind.filter((p) => p.over).length
    const limit = kind === 'marketing' ? 120 : 250
    rows.push({
      group: 'weight',
      scenario: `${kind} pages, first-load JS gzip (${ofKind.length} pages)`,
      figure: `largest ${(largest.bytes / 1024).toFixed(1)} KB (${largest.path}); ${over} over`,
      budget: `< ${limit} KB`,
      pass: over === 0,
      raw: ofKind.map(({ path, bytes }) => ({ path, bytes })),
    })
  }
}
if (wants('engines')) rows.push(...(await runEngines()))
if (wants('startup')) {
  rows.push(...(await measureStartup({ apiPort: PORTS.startApi, webPort: PORTS.startWeb })))
}

printTable(rows)
const failed = rows.filter((r) => !r.pass)
writeFileSync(
  join(root, 'bench/results.json'),
  `${JSON.stringify({ date: new Date().toISOString(), only, rows }, null, 2)}\n`,
)
console.log(failed.length ? `${failed.length} budget(s) failed.` : 'Every budget holds.')
process.exit(failed.length ? 1 : 0)
