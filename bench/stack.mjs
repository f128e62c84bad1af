// Bench support: the bench database on PostgreSQL and the built API and web processes.
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'
import pg from 'pg'
import { localDemoEnv, root, waitForUrl } from '../scripts/lib.mjs'

export const SECRET = 'bench-secret-bench-secret-bench-secret'
export const SERVER_URL =
  process.env.BENCH_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

/** A database on the bench server, created on first use (or afresh) and kept between runs. */
export async function benchDatabase(name, { fresh = false } = {}) {
  const client = new pg.Client({ connectionString: SERVER_URL })
  await client.connect()
  if (fresh) await client.query(`drop database if exists ${name} with (force)`)
  const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name])
  if (!rowCount) await client.query(`create database ${name}`)
  await client.end()
  const url = new URL(SERVER_URL)
  url.pathname = `/${name}`
  return url.toString()
}

const children = new Set()
process.on('exit', () => {
  for (const child of children) child.kill('SIGTERM')
})
// A bench stopped by a signal stops its servers too ('exit' alone does not run on a signal).
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
]) {
  process.once(signal, () => process.exit(code))
}

/**
 * Refuses a port something already listens on: waiting for "ready" would otherwise measure
 * whatever answers there, such as a server an interrupted run left behind.
 */
async function assertPortFree(port) {
  const probe = createServer()
  await new Promise((resolve, reject) => {
    probe.once('error', () =>
      reject(new Error(`Port ${port} is in use; stop what listens there and run again.`)),
    )
    probe.listen(port, resolve)
  })
  await new Promise((resolve) => probe.close(resolve))
}

function track(child, name) {
  children.add(child)
  child.on('exit', () => children.delete(child))
  child.stderr?.on('data', (chunk) => {
    for (const line of chunk.toString().split('\n'))
      if (line) process.stderr.write(`[${name}] ${line}\n`)
  })
  return child
}

/** The built API (apps/api/dist) on PostgreSQL. */
export async function startApi({ port, databaseUrl, env = {} }) {
  await assertPortFree(port)
  const child = spawn(process.execPath, [join(root, 'apps/api/dist/server.js')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      APP_SECRET: SECRET,
      ...localDemoEnv(),
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000000',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000000',
      ...env,
    },
  })
  track(child, `api:${port}`)
  if (!(await waitForUrl(`http://127.0.0.1:${port}/api/ready`, 120_000))) {
    throw new Error(`API on ${port} did not become ready`)
  }
  return child
}

/**
 * The production web build as `npm start` serves it: `next start` on `nextPort` behind the front
 * server on `port`, which answers the static site's files itself (docs/decisions/130).
 * Resolves to `{ next, front }`; stop both with `stopWeb`.
 */
export async function startWeb({ port, nextPort, apiOrigin, env = {} }) {
  await assertPortFree(port)
  await assertPortFree(nextPort)
  const next = spawn(
    process.execPath,
    [join(root, 'node_modules/next/dist/bin/next'), 'start', '--port', String(nextPort)],
    {
      cwd: join(root, 'apps/web'),
      stdio: ['ignore', 'ignore', 'pipe'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        API_ORIGIN: apiOrigin,
        NEXT_TELEMETRY_DISABLED: '1',
        ...env,
      },
    },
  )
  track(next, `web:${nextPort}`)
  const front = spawn(process.execPath, [join(root, 'scripts/front/serve.mjs')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      NEXT_ORIGIN: `http://127.0.0.1:${nextPort}`,
    },
  })
  track(front, `front:${port}`)
  if (!(await waitForUrl(`http://127.0.0.1:${port}/api/health`, 120_000))) {
    throw new Error(`Web on ${port} did not start; run \`npm run build\` first`)
  }
  return { next, front }
}

export async function stopWeb(web) {
  if (web) await Promise.all([stop(web.front), stop(web.next)])
}

export async function stop(child) {
  if (!child || child.exitCode !== null) return
  const gone = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await Promise.race([gone, new Promise((r) => setTimeout(r, 5000))])
  if (child.exitCode === null) child.kill('SIGKILL')
}

/** Resident memory of a process and its children, in MiB (Linux /proc). */
export function rssMiB(pid) {
  const kib = (p) => {
    try {
      const m = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${p}/status`, 'utf8'))
      return m ? Number(m[1]) : 0
    } catch {
      return 0
    }
  }
  let total = kib(pid)
  try {
    const kids = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/)
    for (const k of kids) if (k) total += kib(k)
  } catch {
    // no children file
  }
  return total / 1024
}

/** Busy and total CPU time of the whole machine so far, from /proc/stat (Linux). */
function cpuTimes() {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/)
  const [user, nice, system, idle, iowait = 0, irq = 0, softirq = 0, steal = 0] = fields.map(Number)
  const busy = user + nice + system + irq + softirq + steal
  return { busy, total: busy + idle + iowait }
}

/**
 * Checkpoints the bench database and waits until the machine is quiet: at least `idle` of the
 * CPU time idle over one second, for at most `maxMs`. Background work the load scenarios leave
 * behind (PostgreSQL writing out 25,000 orders, autovacuum, the servers' garbage collection)
 * would otherwise land in the pages' blocking time. Answers the idle share it saw last.
 */
export async function settle(databaseUrl, { idle = 0.9, maxMs = 60_000 } = {}) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  // A role without the right to checkpoint still gets the quiet wait.
  await client.query('checkpoint').catch(() => {})
  await client.end()
  const deadline = Date.now() + maxMs
  let share = 0
  do {
    const before = cpuTimes()
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    const after = cpuTimes()
    share = 1 - (after.busy - before.busy) / Math.max(1, after.total - before.total)
  } while (share < idle && Date.now() < deadline)
  return share
}
