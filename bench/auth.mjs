// `node bench/auth.mjs`: sign-in (argon2id verify) and login_otp latency at 20 connections,
// against PostgreSQL. argon2id cost: m = 19 MiB, t = 2, p = 1 (apps/api/src/modules/auth/crypto.ts).
import { spawn } from 'node:child_process'
import { createHmac } from 'node:crypto'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { hash } from '@node-rs/argon2'
import autocannon from 'autocannon'
import pg from 'pg'
import { localDemoEnv, root, run, waitForUrl } from '../scripts/lib.mjs'
import { importCore } from './core.mjs'

const DURATION = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = 20
const SERVER_URL = process.env.BENCH_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const API_PORT = Number(process.env.BENCH_AUTH_PORT ?? 4310)
const SECRET = 'bench-secret-bench-secret-bench-secret'
const PASSWORD = 'bench password 1'
const CODES = 20_000
const { OTP_LENGTH } = await importCore('auth')
/** The open code of every bench e-mail: 1, 2, 3 … as many digits as a login code has. */
const CODE = Array.from({ length: OTP_LENGTH }, (_, i) => (i + 1) % 10).join('')

// A fresh database each run: login_otp consumes its codes.
const admin = new pg.Client({ connectionString: SERVER_URL })
await admin.connect()
await admin.query('drop database if exists kelp_bench_auth with (force)')
await admin.query('create database kelp_bench_auth')
await admin.end()
const dbUrl = new URL(SERVER_URL)
dbUrl.pathname = '/kelp_bench_auth'

if (run('npm', ['run', 'build', '-w', '@kelp/api']) !== 0) process.exit(1)
const api = spawn(process.execPath, [join(root, 'apps/api/dist/server.js')], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    NODE_ENV: 'production',
    ...localDemoEnv(),
    APP_SECRET: SECRET,
    PORT: String(API_PORT),
    DATABASE_URL: dbUrl.toString(),
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '100000000',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000000',
  },
})
process.on('exit', () => api.kill('SIGTERM'))
if (!(await waitForUrl(`http://127.0.0.1:${API_PORT}/api/ready`, 60_000))) process.exit(1)

// One verified password user, and one open code per e-mail for login_otp.
const db = new pg.Client({ connectionString: dbUrl.toString() })
await db.connect()
const passwordHash = await hash(PASSWORD, {
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
})
await db.query(
  `insert into users (email, first_name, last_name, password_hash, email_verified_at)
   values ('bench.user@bench-signin.com', 'Bench', 'User', $1, now())`,
  [passwordHash],
)
const emails = Array.from({ length: CODES }, (_, i) => `bench.user${i}@bench-otp-${i}.com`)
for (let i = 0; i < CODES; i += 1000) {
  const batch = emails.slice(i, i + 1000)
  const hashes = batch.map((e) =>
    createHmac('sha256', SECRET).update(`${e}\n${CODE}`).digest('hex'),
  )
  await db.query(
    `insert into otp_codes (email, code_hash, expires_at)
     select * from unnest($1::text[], $2::text[], array_fill(now() + interval '1 hour', array[$3::int]))`,
    [batch, hashes, batch.length],
  )
}
await db.end()

async function measure(title, requests) {
  const result = await autocannon({
    url: `http://127.0.0.1:${API_PORT}`,
    connections: CONNECTIONS,
    duration: DURATION,
    requests,
  })
  return {
    scenario: title,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    requests: result.requests.total,
  }
}

const json = { 'content-type': 'application/json' }
let next = 0
const rows = [
  await measure('POST /api/auth/sign-in (argon2id verify + session)', [
    {
      method: 'POST',
      path: '/api/auth/sign-in',
      headers: json,
      body: JSON.stringify({ email: 'bench.user@bench-signin.com', password: PASSWORD }),
    },
  ]),
  await measure('POST /api/users/login_otp (first login: user, company, session)', [
    {
      method: 'POST',
      path: '/api/users/login_otp',
      headers: json,
      setupRequest: (req) => ({
        ...req,
        body: JSON.stringify({ email: emails[next++ % CODES], code: CODE }),
      }),
    },
  ]),
]
console.table(rows)
writeFileSync(
  join(root, 'bench/auth-results.json'),
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      connections: CONNECTIONS,
      durationSeconds: DURATION,
      argon2id: { memoryKiB: 19_456, timeCost: 2, parallelism: 1 },
      rows,
    },
    null,
    2,
  )}\n`,
)
process.exit(0)
