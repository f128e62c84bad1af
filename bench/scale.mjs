// `npm run bench:scale`: scale-out on one PostgreSQL and Redis. Measures the read scenarios
// through a round-robin load balancer with one API instance, then with two, and reports the
// ratio; checks the rate-limit counters live in Redis. `-- --serve` instead starts two API and
// two web instances on a fresh database (kelp_bench_perf_e2e, the app's own seed) behind
// balancers (web at http://127.0.0.1:8570) and keeps them up for the Playwright journeys:
//   KELP_E2E_BASE_URL=http://127.0.0.1:8570 npx playwright test -c e2e/playwright.config.ts smoke orbit.spec
import { Redis } from 'ioredis'
import { apiScenarios, load } from './api.mjs'
import { startBalancer } from './balancer.mjs'
import { seedScale } from './seed.mjs'
import { benchDatabase, SECRET, startApi, startWeb } from './stack.mjs'
import { printTable } from './table.mjs'

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'
const WEB_LB = 8570
const API_LB = 8571
const serve = process.argv.includes('--serve')
const databaseUrl = serve
  ? await benchDatabase('kelp_bench_perf_e2e', { fresh: true })
  : await benchDatabase('kelp_bench_perf')
const env = {
  REDIS_URL,
  WEB_ORIGIN: `http://127.0.0.1:${WEB_LB}`,
  DEV_MAILBOX: 'true',
  KELP_BOOTSTRAP_STAFF_EMAIL: 'olga.operator@kelp-ops.example',
}
const redis = new Redis(REDIS_URL)
await redis.del(...(await redis.keys('kelp-rl:*')).concat('kelp-rl:none'))

if (serve) {
  const api1 = await startApi({ port: 4570, databaseUrl, env })
  const api2 = await startApi({ port: 4571, databaseUrl, env })
  const apiLb = await startBalancer(API_LB, ['http://127.0.0.1:4570', 'http://127.0.0.1:4571'])
  const apiOrigin = `http://127.0.0.1:${API_LB}`
  const webs = [
    await startWeb({ port: 3570, nextPort: 3580, apiOrigin }),
    await startWeb({ port: 3571, nextPort: 3581, apiOrigin }),
  ]
  await startBalancer(WEB_LB, ['http://127.0.0.1:3570', 'http://127.0.0.1:3571'])
  await redis.quit()
  console.log(`Serving at http://127.0.0.1:${WEB_LB} (2 web, 2 API); Ctrl-C stops it.`)
  const quit = () => {
    apiLb.close()
    for (const child of [api1, api2, ...webs.flatMap((web) => [web.front, web.next])])
      child.kill('SIGTERM')
    process.exit(0)
  }
  process.on('SIGINT', quit)
  process.on('SIGTERM', quit)
} else {
  await measureScale()
}

async function measureScale() {
  const api1 = await startApi({ port: 4570, databaseUrl, env })
  const context = await seedScale(databaseUrl, SECRET)
  const reads = apiScenarios(context).filter((s) => !s.method)

  async function measure(upstreams) {
    const lb = await startBalancer(API_LB, upstreams)
    const result = []
    for (const scenario of reads) result.push(await load(`http://127.0.0.1:${API_LB}`, scenario))
    await new Promise((r) => lb.close(r))
    lb.closeAllConnections?.()
    return result
  }

  console.log('Read scenarios through the balancer, one API instance …')
  const one = await measure(['http://127.0.0.1:4570'])
  const api2 = await startApi({ port: 4571, databaseUrl, env })
  console.log('… and two API instances')
  const two = await measure(['http://127.0.0.1:4570', 'http://127.0.0.1:4571'])
  const rlKeys = (await redis.keys('kelp-rl:*')).length

  const rows = reads.map((s, i) => ({
    group: 'scale',
    scenario: s.name,
    figure: `2 APIs: ${Math.round(two[i].rps)} req/s, p99 ${two[i].p99} ms`,
    reference: `1 API: ${Math.round(one[i].rps)} req/s, p99 ${one[i].p99} ms`,
    ratio: Number((two[i].rps / one[i].rps).toFixed(2)),
    budget: 'ratio > 1, all 2xx',
    pass: two[i].rps > one[i].rps && two[i].non2xx === 0 && one[i].non2xx === 0,
  }))
  rows.push({
    group: 'scale',
    scenario: 'rate-limit counters shared in Redis',
    figure: `${rlKeys} kelp-rl:* keys`,
    budget: '> 0 keys',
    pass: rlKeys > 0,
  })
  printTable(rows)
  await redis.quit()
  api1.kill('SIGTERM')
  api2.kill('SIGTERM')
  process.exit(rows.every((r) => r.pass) ? 0 : 1)
}
