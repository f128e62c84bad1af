import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertProject, memberToken, staffToken, storageEnv } from '../fixtures'
import { createTestApp, type TestContext } from '../app'
import { validish } from './arbitraries'
import { requestArb, type FuzzRequest } from './fuzz-requests'
import { fillPath, loadOperations, type Operation } from './openapi'
import { changedTables, rowCounter } from './row-counts'

/**
 * Sends generated requests (fast-check, from the OpenAPI document) to every endpoint.
 * `npm test` sends KELP_FUZZ_REQUESTS (default 3,000, rounded up per operation) on each database;
 * `npm run test:fuzz` sends 30,000 on PGlite.
 * Pass: no 5xx, every error is JSON `{ message }`, a rejected request writes no row.
 */
const TOTAL = Number(process.env.KELP_FUZZ_REQUESTS ?? 3_000)
const SEED = Number(process.env.KELP_FUZZ_SEED ?? 20261122)
const SEED_TRIES = 25
const unlimited = {
  RATE_LIMIT_PER_MINUTE: '100000000',
  AUTH_RATE_LIMIT_PER_MINUTE: '100000000',
  CHAT_RATE_LIMIT_PER_MINUTE: '100000000',
  CHAT_CONVERSATION_RATE_LIMIT_PER_MINUTE: '100000000',
}

interface Failure {
  request: string
  status: number
  problem: string
}

let ctx: TestContext
let operations: Operation[]
let tokens: { admin: string; staff: string }
let knownIds: string[]

beforeAll(async () => {
  ctx = await createTestApp({ ...unlimited, ...storageEnv() })
  operations = await loadOperations(ctx.app)
  const admin = await memberToken(ctx.app, 'fuzz-admin@fuzz-a.example')
  const project = await insertProject(ctx.app, { credits: 500 })
  tokens = { admin: admin.token, staff: await staffToken(ctx.app, 'ops@fuzz-staff.example') }
  knownIds = [project.projectId, project.vintageId, admin.companyId, admin.userId]
})

afterAll(async () => {
  await ctx?.close()
})

function describeRequest(options: { method?: string; url?: string }, kind: string, who: string) {
  return `${options.method} ${String(options.url).slice(0, 120)} [${kind}, ${who}]`
}

function checkAnswer(status: number, contentType: string, body: string): string | undefined {
  if (status >= 500) return `server error: ${body.slice(0, 200)}`
  if (status < 400) return undefined
  if (!contentType.includes('application/json')) return `non-JSON error (${contentType})`
  try {
    const parsed = JSON.parse(body) as { message?: unknown }
    if (typeof parsed.message !== 'string' || parsed.message.length === 0)
      return `error without message: ${body.slice(0, 200)}`
  } catch {
    return `unparseable error body: ${body.slice(0, 200)}`
  }
  return undefined
}

describe('fuzzing every endpoint from the OpenAPI document', () => {
  it('rejects a NUL character before it reaches the database (found by fuzzing: was a 500)', async () => {
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: 'a\u0000b@example.com', password: 'correct horse battery' },
    })
    expect(signIn.statusCode).toBe(400)
    expect(signIn.json().message).toMatch(/NUL/)
    const session = await ctx.app.inject({
      method: 'GET',
      url: '/api/payments/sandbox/sessions/%00',
      headers: { 'accept-language': 'de' },
    })
    expect(session.statusCode).toBe(400)
    expect(session.json().message).toMatch(/NUL-Zeichen/)
  })

  it(`answers ${TOTAL}+ generated requests without 5xx, with JSON errors, writing nothing when rejected`, async () => {
    const counter = await rowCounter(ctx.database.db)
    const perOperation = Math.ceil(TOTAL / operations.length)
    const failures: Failure[] = []
    const statuses = new Map<number, number>()
    let sent = 0
    let rejectedWrites = 0
    let snapshot = await counter.count()
    const started = Date.now()

    /** Sends one request and checks its answer and, when rejected, that nothing was written. */
    async function send(request: FuzzRequest) {
      const res = await ctx.app.inject(request.options)
      sent++
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1)
      const label = describeRequest(request.options, request.kind, request.caller)
      const problem = checkAnswer(res.statusCode, String(res.headers['content-type']), res.body)
      if (problem) failures.push({ request: label, status: res.statusCode, problem })
      const after = await counter.count()
      if (res.statusCode >= 400) {
        rejectedWrites++
        const changed = changedTables(snapshot, after)
        if (changed.length)
          failures.push({
            request: label,
            status: res.statusCode,
            problem: `rejected request wrote rows to ${changed.join(', ')}`,
          })
      }
      snapshot = after
      return res.statusCode
    }

    let seeded = 0
    for (const [index, op] of operations.entries()) {
      // First a body the route accepts (generated, sent as an entitled caller), to mutate.
      let seedBody: unknown
      if (op.body) {
        const who = op.path.startsWith('/api/admin/') ? 'staff' : 'admin'
        const candidates = fc.sample(validish(op.body), { numRuns: SEED_TRIES, seed: SEED + index })
        for (const body of candidates) {
          const status = await send({
            caller: who,
            kind: 'seed',
            options: {
              method: op.method,
              url: fillPath(op.path, { id: knownIds[0]! }),
              headers: { authorization: `Bearer ${tokens[who]}` },
              payload: body as object,
              remoteAddress: `198.18.${index}.${sent % 250}`,
            },
          })
          if (status !== 400 && status !== 415) {
            seedBody = body
            seeded++
            break
          }
        }
      }
      const requests = fc.sample(requestArb(op, knownIds, tokens, seedBody), {
        numRuns: perOperation,
        seed: SEED + index,
      })
      for (const request of requests) await send(request)
    }

    const seconds = ((Date.now() - started) / 1000).toFixed(1)
    const byStatus = [...statuses.entries()].sort(([a], [b]) => a - b)
    console.log(
      `fuzz: ${sent} requests over ${operations.length} operations in ${seconds} s ` +
        `(${ctx.database.driver}); ${seeded} bodies accepted and mutated; ${rejectedWrites} rejected, each checked against ` +
        `${counter.tables.length} tables; statuses ${JSON.stringify(Object.fromEntries(byStatus))}`,
    )
    const unique = new Map(failures.map((f) => [`${f.request.split(' [')[0]} ${f.problem}`, f]))
    expect([...unique.values()].slice(0, 25)).toEqual([])
    expect(operations.length).toBeGreaterThanOrEqual(70)
    expect(sent).toBeGreaterThanOrEqual(TOTAL)
  }, 900_000)
})
