// API scenarios under autocannon (50 connections for reads, 10 concurrent buyers for orders,
// 10 s each), each against a bare Fastify route answering the same bytes from memory in the
// same run.
import { Buffer } from 'node:buffer'
import { randomUUID } from 'node:crypto'
import autocannon from 'autocannon'
import Fastify from 'fastify'

const DURATION = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50)
// Each load (the reference's too) is preceded by a warm-up at the same concurrency, so the figures
// are a running server's, not V8's first compilation; the warm-up's p99 is kept.
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS ?? 2)
/** Reads keep at least this share of the bare route's throughput. */
const READ = { minRatio: 0.6, p99: 25 }
/** placeOrder: one transaction per order, measured at this many buyers ordering at once. */
const BUYERS = Number(process.env.BENCH_BUYERS ?? 10)

export function apiScenarios({ token, projectSlug, order }) {
  const auth = { authorization: `Bearer ${token}` }
  return [
    {
      name: 'GET /api/projects (filters)',
      path: '/api/projects?country=US&type=removal&minScore=40&sort=price',
      budget: READ,
    },
    { name: 'GET /api/projects/{slug}', path: `/api/projects/${projectSlug}`, budget: READ },
    { name: 'GET /api/users/me', path: '/api/users/me', headers: auth, budget: READ },
    {
      name: 'GET /api/portfolio-manager',
      path: '/api/portfolio-manager?local=en',
      headers: auth,
      budget: READ,
    },
    {
      name: 'POST /api/orbit/placeOrder',
      path: '/api/orbit/placeOrder',
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: () =>
        JSON.stringify({ cartItems: [{ ...order, tonnes: 1 }], idempotencyKey: randomUUID() }),
      connections: BUYERS,
      budget: { p99: 100 },
    },
  ]
}

export async function load(origin, scenario, duration = DURATION) {
  const request = {
    method: scenario.method ?? 'GET',
    path: scenario.path,
    headers: scenario.headers ?? {},
    ...(scenario.body ? { setupRequest: (req) => ({ ...req, body: scenario.body() }) } : {}),
  }
  const connections = scenario.connections ?? CONNECTIONS
  const result = await autocannon({
    url: origin,
    connections,
    duration,
    requests: [request],
    ...(WARMUP > 0 ? { warmup: { connections, duration: WARMUP } } : {}),
  })
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    warmupP99: result.warmup?.latency.p99 ?? null,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  }
}

/** A bare Fastify server answering the scenario's path with the given bytes. */
async function reference(port, scenario, status, type, body) {
  const app = Fastify()
  app.route({
    method: scenario.method ?? 'GET',
    url: scenario.path.split('?')[0],
    handler: (_req, reply) => reply.status(status).type(type).send(body),
  })
  await app.listen({ port, host: '127.0.0.1' })
  return app
}

export async function runApiScenarios({ origin, refPort, context }) {
  const rows = []
  for (const scenario of apiScenarios(context)) {
    const sample = await fetch(`${origin}${scenario.path}`, {
      method: scenario.method ?? 'GET',
      headers: scenario.headers,
      body: scenario.body?.(),
    })
    const body = Buffer.from(await sample.arrayBuffer())
    if (!sample.ok) throw new Error(`${scenario.name}: ${sample.status} ${body.toString()}`)
    const ref = await reference(
      refPort,
      scenario,
      sample.status,
      sample.headers.get('content-type') ?? 'application/json',
      body,
    )
    const base = await load(`http://127.0.0.1:${refPort}`, scenario)
    await ref.close()
    const own = await load(origin, scenario)
    const ratio = own.rps / base.rps
    const { minRatio, p99 } = scenario.budget
    const pass =
      own.non2xx === 0 && own.errors === 0 && own.p99 < p99 && (!minRatio || ratio >= minRatio)
    rows.push({
      group: 'api',
      scenario: `${scenario.name}, ${scenario.connections ?? CONNECTIONS} connections`,
      figure: `${Math.round(own.rps)} req/s, p99 ${own.p99} ms`,
      reference: `${Math.round(base.rps)} req/s, p99 ${base.p99} ms`,
      ratio: Number(ratio.toFixed(2)),
      budget: `${minRatio ? `ratio ≥ ${minRatio}, ` : ''}p99 < ${p99} ms`,
      pass,
      raw: { own, reference: base, bytes: body.length },
    })
  }
  return rows
}
