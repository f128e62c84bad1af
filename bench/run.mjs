// `npm run bench`: API throughput and latency under autocannon, against PostgreSQL, with a
// bare Fastify route serving the same bytes from memory in the same run as the reference.
import { spawn } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import autocannon from 'autocannon'
import Fastify from 'fastify'
import pg from 'pg'
import { root, run, waitForUrl } from '../scripts/lib.mjs'
import { probeProjectList, seedBenchProjects } from './projects.mjs'

/** The bench's own database on the server, created on first use and kept between runs. */
async function benchDatabase(serverUrl, name) {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name])
  if (!rowCount) await client.query(`create database ${name}`)
  await client.end()
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return url.toString()
}

const DURATION = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50)
const SERVER_URL = process.env.BENCH_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const DATABASE_URL = await benchDatabase(SERVER_URL, 'kelp_bench')
const API_PORT = 4200
const REF_PORT = 4201

if (run('npm', ['run', 'build', '-w', '@kelp/api']) !== 0) process.exit(1)

const api = spawn(process.execPath, [join(root, 'apps/api/dist/server.js')], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    NODE_ENV: 'production',
    APP_SECRET: 'bench-secret-bench-secret-bench-secret',
    PORT: String(API_PORT),
    DATABASE_URL,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '100000000',
  },
})
const stopAll = () => api.kill('SIGTERM')
process.on('exit', stopAll)
if (!(await waitForUrl(`http://127.0.0.1:${API_PORT}/api/ready`, 60_000))) {
  console.error('API did not become ready')
  process.exit(1)
}
await seedBenchProjects(DATABASE_URL)

/** Scenarios: each is measured against a reference route returning the same bytes. */
const scenarios = [
  { name: 'GET /api/health', path: '/api/health', budget: { minRatio: 0.4, p99: 25 } },
  {
    name: 'GET /api/ready (database round trip)',
    path: '/api/ready',
    budget: { minRatio: 0.4, p99: 25 },
  },
  {
    name: 'GET /api/projects filtered (10,000 projects)',
    path: '/api/projects?country=US&type=removal&minScore=40&sort=price',
    budget: { minRatio: 0.02, p99: 250 },
  },
]

async function measure(url) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION })
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
  }
}

const rows = []
for (const scenario of scenarios) {
  const target = `http://127.0.0.1:${API_PORT}${scenario.path}`
  const sample = await fetch(target)
  const body = await sample.text()
  const type = sample.headers.get('content-type') ?? 'application/json'
  const reference = Fastify()
  reference.get(scenario.path, (_req, reply) => reply.type(type).send(body))
  await reference.listen({ port: REF_PORT, host: '127.0.0.1' })
  const ref = await measure(`http://127.0.0.1:${REF_PORT}${scenario.path}`)
  await reference.close()
  const own = await measure(target)
  const ratio = own.rps / ref.rps
  const pass =
    ratio >= scenario.budget.minRatio && own.p99 <= scenario.budget.p99 && own.non2xx === 0
  rows.push({
    scenario: scenario.name,
    rps: Math.round(own.rps),
    refRps: Math.round(ref.rps),
    ratio: Number(ratio.toFixed(2)),
    p50: own.p50,
    p99: own.p99,
    budget: `≥${scenario.budget.minRatio} ratio, p99 ≤${scenario.budget.p99} ms`,
    pass,
  })
}

const probe = await probeProjectList(`http://127.0.0.1:${API_PORT}`)
rows.push({
  scenario: 'GET /api/projects, every filter combination, one at a time',
  p50: Number(probe.p50.toFixed(1)),
  p95: Number(probe.p95.toFixed(1)),
  budget: 'p95 ≤20 ms',
  pass: probe.p95 <= 20,
})

console.table(rows)
writeFileSync(
  join(root, 'bench/results.json'),
  JSON.stringify(
    { date: new Date().toISOString(), connections: CONNECTIONS, durationSeconds: DURATION, rows },
    null,
    2,
  ),
)
stopAll()
process.exit(rows.every((r) => r.pass) ? 0 : 1)
