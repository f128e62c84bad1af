// Rate limits without Redis (docs/operations.md): an API instance whose REDIS_URL points at a
// private redis-server; GET /api/projects under load with Redis up, then with it stopped. With
// Redis down the per-instance counters take over, so throughput must stay within 20 %.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { apiScenarios, load } from './api.mjs'
import { startApi, stop } from './stack.mjs'

const MIN_RATIO = 0.8

function startRedis(port, dir) {
  execFileSync('redis-server', [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--daemonize',
    'yes',
    '--pidfile',
    join(dir, 'redis.pid'),
    '--dir',
    dir,
  ])
}

async function stopRedis(dir) {
  const pid = Number(readFileSync(join(dir, 'redis.pid'), 'utf8'))
  process.kill(pid, 'SIGTERM')
  for (let i = 0; i < 100; i++) {
    try {
      process.kill(pid, 0)
    } catch {
      return
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

export async function runRedisScenario({ apiPort, redisPort, databaseUrl, context }) {
  const dir = mkdtempSync(join(tmpdir(), 'kelp-bench-redis-'))
  startRedis(redisPort, dir)
  let redisUp = true
  const api = await startApi({
    port: apiPort,
    databaseUrl,
    env: { REDIS_URL: `redis://127.0.0.1:${redisPort}` },
  })
  try {
    const origin = `http://127.0.0.1:${apiPort}`
    const scenario = apiScenarios(context)[0]
    const up = await load(origin, scenario)
    await stopRedis(dir)
    redisUp = false
    const down = await load(origin, scenario)
    const ratio = down.rps / up.rps
    const ready = await (await fetch(`${origin}/api/ready`)).json()
    const pass =
      ratio >= MIN_RATIO &&
      up.non2xx + up.errors + down.non2xx + down.errors === 0 &&
      ready.status === 'degraded'
    return [
      {
        group: 'faults',
        scenario: `${scenario.name}, Redis stopped`,
        figure: `${Math.round(down.rps)} req/s, p99 ${down.p99} ms`,
        reference: `Redis up: ${Math.round(up.rps)} req/s, p99 ${up.p99} ms`,
        ratio: Number(ratio.toFixed(2)),
        budget: `ratio ≥ ${MIN_RATIO}, no error, /api/ready degraded`,
        pass,
        raw: { up, down, ready: ready.status },
      },
    ]
  } finally {
    await stop(api)
    if (redisUp) await stopRedis(dir)
    rmSync(dir, { recursive: true, force: true })
  }
}
