// `npm run bench:portfolio`: the Portfolio Manager for a company with 100,000 retirements on
// PostgreSQL (issue 7: GET /api/portfolio-manager p95 < 200 ms; lists paginated).
import { spawn } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { TextEncoder } from 'node:util'
import { SignJWT } from 'jose'
import pg from 'pg'
import { root, run, waitForUrl } from '../scripts/lib.mjs'

const RETIREMENTS = 100_000
const SERVER_URL = process.env.BENCH_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const API_PORT = Number(process.env.BENCH_API_PORT ?? 4510)
const LOADS = (process.env.BENCH_WORKERS ?? '1,8').split(',').map(Number)
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400)
const SECRET = 'bench-secret-bench-secret-bench-secret'
const DOMAIN = 'bench-portfolio.com'
const EMAIL = `bench.admin@${DOMAIN}`

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

/** The bench company, its admin, 200 purchases and 100,000 retirements, all in SQL. */
async function seedCompany(databaseUrl) {
  const db = new pg.Client({ connectionString: databaseUrl })
  await db.connect()
  await db.query('begin')
  const company = await db.query(
    `insert into companies (domain, name) values ($1, 'Bench Portfolio AG')
     on conflict (domain) do update set name = excluded.name returning id`,
    [DOMAIN],
  )
  const companyId = company.rows[0].id
  const user = await db.query(
    `insert into users (email, first_name, last_name, email_verified_at) values ($1, 'Bench', 'Admin', now())
     on conflict (email) do update set first_name = excluded.first_name returning id`,
    [EMAIL],
  )
  const userId = user.rows[0].id
  await db.query(
    `insert into memberships (user_id, company_id, role, portfolio_access) values ($1, $2, 'admin', true)
     on conflict do nothing`,
    [userId, companyId],
  )
  const { rows } = await db.query(
    'select count(*)::int as n from retirements where company_id = $1',
    [companyId],
  )
  if (rows[0].n < RETIREMENTS) {
    await db.query('delete from retirements where company_id = $1', [companyId])
    await db.query('delete from purchases where company_id = $1', [companyId])
    await db.query(
      `insert into orders (number, company_id, user_id, status, total_cents)
       values ('BENCH-ORDER', $1, $2, 'accepted', 0) on conflict (number) do nothing`,
      [companyId, userId],
    )
    await db.query(
      `insert into offers (order_id, company_id, status, subtotal_cents, valid_until, created_by, accepted_at)
       select id, $1, 'accepted', 0, now(), 'bench', now() from orders where number = 'BENCH-ORDER'
       and not exists (select 1 from offers o where o.order_id = orders.id)`,
      [companyId],
    )
    // 200 purchases over the 40 best projects and eight years.
    await db.query(
      `insert into purchases (company_id, offer_id, project_id, vintage, tonnes, price_cents, year)
       select $1, (select o.id from offers o join orders r on r.id = o.order_id where r.number = 'BENCH-ORDER'),
              p.id, 2018 + (g % 8), 500 + (g * 37) % 2000, 1200 + (g * 53) % 4000, 2019 + (g % 8)
       from generate_series(0, 199) g
       join (select id, row_number() over (order by score desc, id) - 1 as k from projects limit 40) p
         on p.k = g % 40`,
      [companyId],
    )
    await db.query(
      `insert into retirements (company_id, certificate_number, project_id, vintage, tonnes, retired_on,
                                year, beneficiary, serial_start, serial_end)
       select $1, 'BENCH-RC-' || lpad(g::text, 7, '0'), p.id, 2018 + (g % 8), 1 + g % 25,
              d::date, extract(year from d)::int, 'Bench Portfolio AG',
              'VCS-BENCH-' || lpad((g * 25)::text, 9, '0'), 'VCS-BENCH-' || lpad((g * 25 + 24)::text, 9, '0')
       from generate_series(1, ${RETIREMENTS}) g
       cross join lateral (select date '2019-01-01' + (g % 2900) as d) dd
       join (select id, row_number() over (order by score desc, id) - 1 as k from projects limit 40) p
         on p.k = g % 40`,
      [companyId],
    )
  }
  // The per-year totals the retirement service keeps in each retirement's transaction.
  await db.query('delete from retirement_year_totals where company_id = $1', [companyId])
  await db.query(
    `insert into retirement_year_totals (company_id, year, tonnes, certificates)
     select company_id, year, sum(tonnes), count(*) from retirements where company_id = $1
     group by company_id, year`,
    [companyId],
  )
  await db.query('commit')
  // What autovacuum does in production: statistics and the visibility map for index-only scans.
  await db.query('vacuum analyze retirements')
  await db.query('vacuum analyze purchases')
  const session = await db.query(
    `insert into sessions (user_id, expires_at) values ($1, now() + interval '1 day') returning id`,
    [userId],
  )
  await db.end()
  return new SignJWT({ sid: session.rows[0].id })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuer('kelp')
    .setAudience('kelp-web')
    .setIssuedAt()
    .setExpirationTime('1d')
    .sign(new TextEncoder().encode(SECRET))
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
const token = await seedCompany(DATABASE_URL)

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
