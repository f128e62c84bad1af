// Small helpers shared by the start, dev, test and bench scripts (no dependencies).
import { spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options })
  return result.status ?? 1
}

/** Newest modification time under the given paths (files only, skipping build output). */
export function newestMtime(paths) {
  let newest = 0
  const walk = (path) => {
    if (!existsSync(path)) return
    const stat = statSync(path)
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) {
        if (!['node_modules', '.next', 'dist', '.data'].includes(entry)) walk(join(path, entry))
      }
    } else if (stat.mtimeMs > newest) newest = stat.mtimeMs
  }
  paths.forEach((p) => walk(join(root, p)))
  return newest
}

export function mtimeOf(path) {
  const full = join(root, path)
  return existsSync(full) ? statSync(full).mtimeMs : 0
}

/**
 * The embedded stand-ins, chosen on purpose (docs/decisions/110): the local demo, the browser
 * tests and the benches run the production build on them, which production refuses otherwise.
 * A variable already set in the environment wins (e.g. DATABASE_URL with MIGRATE_ON_START).
 */
export function localDemoEnv(extra = {}) {
  const defaults = {
    EMBEDDED_DATABASE: 'true',
    PAYMENTS_SANDBOX: 'true',
    DEV_MAILBOX: 'true',
    MIGRATE_ON_START: 'true',
    ...extra,
  }
  return Object.fromEntries(
    Object.entries(defaults).map(([key, value]) => [key, process.env[key] ?? value]),
  )
}

/** A per-installation secret kept in .data/, so sessions survive restarts of `npm start`. */
export function localSecret(dataDir) {
  const file = join(dataDir, 'app-secret')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(dataDir, { recursive: true })
  const secret = randomBytes(32).toString('hex')
  writeFileSync(file, secret, { mode: 0o600 })
  return secret
}

/** Spawns a long-running child with prefixed output. */
export function startProcess(name, command, args, options = {}) {
  const child = spawn(command, args, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    ...options,
    env: { ...process.env, ...options.env },
  })
  const prefix = (stream, out) =>
    stream.on('data', (chunk) => {
      for (const line of chunk.toString().split('\n')) if (line) out.write(`[${name}] ${line}\n`)
    })
  prefix(child.stdout, process.stdout)
  prefix(child.stderr, process.stderr)
  return child
}

export async function waitForUrl(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url)
      if (res.ok) return true
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  return false
}

/** Stops every child on Ctrl-C or SIGTERM and exits once they are gone. */
export function stopOnSignals(children) {
  let stopping = false
  const stop = (signal) => {
    if (stopping) return
    stopping = true
    console.log(`\nStopping Kelp (${signal}) …`)
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
    const force = setTimeout(() => children.forEach((c) => c.kill('SIGKILL')), 8000)
    force.unref()
  }
  process.on('SIGINT', () => stop('SIGINT'))
  process.on('SIGTERM', () => stop('SIGTERM'))
  let alive = children.length
  for (const child of children) {
    child.on('exit', (code) => {
      alive -= 1
      if (!stopping) {
        console.error(`A Kelp process exited unexpectedly (code ${code}); stopping the rest.`)
        stop('child exit')
        process.exitCode = 1
      }
      if (alive === 0) process.exit(process.exitCode ?? 0)
    })
  }
}

/** What the static site is built from; its build is stale when any of them is newer. */
const SITE_SOURCES = [
  'apps/site/src',
  'apps/site/astro.config.mjs',
  'packages/ui/src',
  // The catalogue figures the content quotes.
  'packages/core/src',
  'packages/ui/messages',
]

/** Builds the static site when its sources changed since the last build; the build's exit status. */
export function buildSiteIfStale() {
  if (mtimeOf('apps/site/dist') >= newestMtime(SITE_SOURCES)) return 0
  console.log('Building the static site …')
  return run('npm', ['run', 'build', '-w', '@kelp/site'])
}
