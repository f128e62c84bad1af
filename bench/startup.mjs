// Start-up: `npm start` (scripts/start.mjs) from a built tree on a fresh data directory,
// timed from spawn to the first 200 of the API and of the web home page.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { root } from '../scripts/lib.mjs'

async function firstOk(url, deadline) {
  while (performance.now() < deadline) {
    try {
      const res = await fetch(url)
      if (res.ok) return performance.now()
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50))
  }
  return NaN
}

export async function measureStartup({ apiPort, webPort }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'kelp-bench-start-'))
  const env = {
    ...process.env,
    PORT: String(apiPort),
    WEB_PORT: String(webPort),
    DATA_DIR: dataDir,
  }
  delete env.DATABASE_URL
  const start = performance.now()
  const child = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
    cwd: root,
    stdio: 'ignore',
    detached: true,
    env,
  })
  const deadline = start + 180_000
  const [api, web] = await Promise.all([
    firstOk(`http://127.0.0.1:${apiPort}/api/ready`, deadline),
    firstOk(`http://127.0.0.1:${webPort}/`, deadline),
  ])
  process.kill(-child.pid, 'SIGTERM')
  await new Promise((r) => setTimeout(r, 1500))
  try {
    process.kill(-child.pid, 'SIGKILL')
  } catch {
    // already gone
  }
  rmSync(dataDir, { recursive: true, force: true })
  const ms = (t) => Math.round(t - start)
  return [
    {
      group: 'startup',
      scenario: '`npm start` (built tree, fresh PGlite data dir) → first 200',
      figure: `API ${ms(api)} ms, web ${ms(web)} ms`,
      budget: 'both up (report)',
      pass: Number.isFinite(api) && Number.isFinite(web),
      raw: { apiMs: ms(api), webMs: ms(web) },
    },
  ]
}
