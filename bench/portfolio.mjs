// `npm run bench:portfolio`: the Portfolio Manager for a company with 100,000 retirements on
// PostgreSQL (GET /api/portfolio-manager p95 < 200 ms; lists paginated).
import { spawn } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import pg from 'pg'
import { localDemoEnv, root, run, waitForUrl } from '../scripts/lib.mjs'
import { RETIREMENTS, seedCompany } from './portfolio-seed.mjs'

const SERVER_URL = process.env.BENCH_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const API_PORT = Number(process.env.BENCH_API_PORT ?? 4510)
const LOADS = (process.env.BENCH_WORKERS ?? '1,8').split(',').map(Number)
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400)
const SECRET = 'bench-secret-bench-secret-bench-secret'

async function benchDatabase(name) {
  const client = new pg.Client({ connectionString: SERVER_URL })
  await client.connect()
  const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name])
  if (!rowCount) await client.query(`create database ${name}`)
  await client.end()
  const url = new URL(SERVER_URL)
  url.pathname = `/${name}`
  return url.toString()
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

/** `workers` concurrent clients, REQUESTS requests in all; latency percentiles in ms. */
async function probe(path, token, workers) {
  const url = `http://127.0.0.1:${API_PORT}${path}`
  const headers = { authorization: `Bearer ${token}` }
  const warm = await fetch(url, { headers })
  if (!warm.ok) throw new Error(`${path}: ${warm.status} ${await warm.text()}`)
  const times = []
  let left = REQUESTS
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (left-- > 0) {
        const start = performance.now()
        const res = await fetch(url, { headers })
        await res.arrayBuffer()
        if (!res.ok) throw new Error(`${path}: ${res.status}`)
        times.push(performance.now() - start)
      }
    }),
  )
  times.sort((a, b) => a - b)
  return { p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99) }
}

const DATABASE_URL = await benchDatabase('kelp_bench_portfolio')
if (!process.env.BENCH_SKIP_BUILD && run('npm', ['run', 'build', '-w', '@kelp/api']) !== 0) {
  process.exit(1)
}
const api = spawn(process.execPath, [join(root, 'apps/api/dist/server.js')], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    NODE_ENV: 'production',
    ...localDemoEnv(),
    APP_SECRET: SECRET,
    PORT: String(API_PORT),
    DATABASE_URL,
    DATA_DIR: join(root, '.data/bench-portfolio'),
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '100000000',
  },
})
process.on('exit', () => api.kill('SIGTERM'))
if (!(await waitForUrl(`http://127.0.0.1:${API_PORT}/api/ready`, 120_000))) {
  console.error('API did not become ready')
  process.exit(1)
}
const token = await seedCompany(DATABASE_URL, SECRET)

const scenarios = [
  ['GET /api/portfolio-manager (all years)', '/api/portfolio-manager?local=en', 200],
  ['GET /api/portfolio-manager?year=2024', '/api/portfolio-manager?local=en&year=2024', 200],
  ['GET /api/portfolio?year=2022 (de)', '/api/portfolio?local=de&year=2022', 200],
  [
    'retirement-certificates page 1 (100)',
    '/api/portfolio/retirement-certificates?perPage=100&local=en',
    200,
  ],
  [
    'retirement-certificates page 500 (100)',
    '/api/portfolio/retirement-certificates?perPage=100&page=500',
    200,
  ],
  [
    'retirement-certificates year=2023 page 10',
    '/api/portfolio/retirement-certificates?perPage=100&year=2023&page=10',
    200,
  ],
]
const rows = []
for (const workers of LOADS) {
  for (const [scenario, path, budget] of scenarios) {
    const r = await probe(path, token, workers)
    rows.push({
      clients: workers,
      scenario,
      p50: Number(r.p50.toFixed(1)),
      p95: Number(r.p95.toFixed(1)),
      p99: Number(r.p99.toFixed(1)),
      budget: `p95 ≤${budget} ms`,
      pass: r.p95 <= budget,
    })
  }
}
console.log(
  `${RETIREMENTS.toLocaleString('en')} retirements; ${REQUESTS} requests per scenario; clients: ${LOADS.join(', ')}`,
)
console.table(rows)
writeFileSync(
  join(root, 'bench/portfolio-results.json'),
  JSON.stringify(
    {
      date: new Date().toISOString(),
      retirements: RETIREMENTS,
      requests: REQUESTS,
      rows,
    },
    null,
    2,
  ),
)
api.kill('SIGTERM')
// The budget is one caller's latency; the loaded rows show how it degrades on this machine.
process.exit(rows.filter((r) => r.clients === LOADS[0]).every((r) => r.pass) ? 0 : 1)
