import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readAccessToken, signAccessToken } from '../../modules/auth/jwt'
import { createSession } from '../../modules/auth/session-service'
import { memberToken, storageEnv } from '../../modules/portfolio/testing'
import { createTestApp, type TestContext } from '../app'
import { validish } from './arbitraries'
import { seedCompanyA } from './company-a'
import { fillPath, loadOperations, queryParams, type Operation } from './openapi'

/**
 * Generated from the OpenAPI route table: every protected route (bearer security, or under
 * /api/admin) × eight callers who must not get in. Answers must be 401/403/404 and must not
 * contain any id, number or name of company A.
 */
let ctx: TestContext
let a: Awaited<ReturnType<typeof seedCompanyA>>
let protectedOps: Operation[]
const bodies = new Map<Operation, string | undefined>()
const queries = new Map<Operation, Record<string, string>>()
let outsiderUserId: string

const FORGED_SECRET = 'an-attacker-chosen-secret-of-at-least-32-chars'
const PORTFOLIO_ONLY = /^\/api\/(portfolio(?!\/access-request)|portfolio-manager|orbit\/placeOrder)/

beforeAll(async () => {
  // With the read caches on, as in production: a cached session must not outlive its logout.
  ctx = await createTestApp({
    RATE_LIMIT_PER_MINUTE: '100000000',
    CACHE_TTL_MS: '60000',
    ...storageEnv(),
  })
  a = await seedCompanyA(ctx.app)
  outsiderUserId = (await memberToken(ctx.app, 'eve.admin@matrix-beta.com')).userId
  protectedOps = (await loadOperations(ctx.app)).filter(
    (op) => op.secured || op.path.startsWith('/api/admin/'),
  )
  // A body that passes validation (validation runs before the preHandler that authenticates),
  // found by sending generated bodies without a token until one is answered 401.
  for (const op of protectedOps) {
    const required = queryParams(op).filter((p) => p.required)
    if (!op.body && required.length === 0) continue
    const query = fc.record(
      Object.fromEntries(required.map((p) => [p.name, validish(p.schema).map(String)])),
    )
    const candidates = fc.sample(fc.tuple(validish(op.body), query), { numRuns: 200, seed: 7 })
    for (const [body, q] of candidates) {
      const payload = op.body ? JSON.stringify(body) : undefined
      queries.set(op, q)
      const res = await inject(op, {}, payload)
      if (res.statusCode === 401) {
        bodies.set(op, payload)
        break
      }
    }
  }
}, 120_000)
afterAll(() => ctx?.close())

function inject(op: Operation, headers: Record<string, string>, payload = bodies.get(op)) {
  return ctx.app.inject({
    method: op.method,
    url: fillPath(op.path, a.ids),
    query: queries.get(op) ?? {},
    headers: payload === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    ...(payload === undefined ? {} : { payload }),
  })
}

const auth = (token: string) => ({ authorization: `Bearer ${token}` })

async function sessionClaims(userId: string) {
  const token = await createSession(ctx.database.db, ctx.app.env.APP_SECRET, userId)
  return (await readAccessToken(ctx.app.env.APP_SECRET, token))!
}

type Cell = { name: string; applies: (op: Operation) => boolean; headers: () => Promise<object> }

const cells: Cell[] = [
  { name: 'no token', applies: () => true, headers: async () => ({}) },
  {
    name: 'malformed token',
    applies: () => true,
    headers: async () => ({ authorization: 'Bearer not.a.jwt' }),
  },
  {
    name: 'expired token',
    applies: () => true,
    headers: async () =>
      auth(
        await signAccessToken(
          ctx.app.env.APP_SECRET,
          await sessionClaims(a.admin.userId),
          new Date(Date.now() - 60_000),
        ),
      ),
  },
  {
    name: 'revoked after logout',
    applies: () => true,
    headers: async () => {
      const token = await createSession(ctx.database.db, ctx.app.env.APP_SECRET, a.admin.userId)
      const out = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: auth(token),
      })
      if (out.statusCode !== 204) throw new Error(`logout: ${out.body}`)
      return auth(token)
    },
  },
  {
    name: 'forged signature',
    applies: () => true,
    headers: async () =>
      auth(
        await signAccessToken(
          FORGED_SECRET,
          await sessionClaims(a.admin.userId),
          new Date(Date.now() + 3_600_000),
        ),
      ),
  },
  {
    name: 'member of another company',
    applies: () => true,
    headers: async () =>
      auth(await createSession(ctx.database.db, ctx.app.env.APP_SECRET, outsiderUserId)),
  },
  {
    name: 'member without portfolio access',
    applies: (op) => PORTFOLIO_ONLY.test(op.path),
    headers: async () =>
      auth(await createSession(ctx.database.db, ctx.app.env.APP_SECRET, a.blocked.userId)),
  },
  {
    name: 'non-staff on operator route',
    applies: (op) => op.path.startsWith('/api/admin/'),
    headers: async () =>
      auth(await createSession(ctx.database.db, ctx.app.env.APP_SECRET, a.admin.userId)),
  },
]

/**
 * Routes another company's member may use for their own company: any non-5xx answer
 * (e.g. a business-rule 400 about their own settings), always checked for leaks.
 */
const OWN_COMPANY_OK = (op: Operation) =>
  !op.path.startsWith('/api/admin/') && !/\{(companyId|documentId|userId|id)\}/.test(op.path)

describe('permission matrix generated from the route table', () => {
  it('keeps every caller without rights out of every protected route', async () => {
    // The leak check is only as good as the values searched: A's own views must show them.
    expect(a.secrets.length).toBeGreaterThanOrEqual(10)
    expect(a.ids.documentId).not.toBe(a.admin.companyId)
    const own = await ctx.app.inject({
      method: 'GET',
      url: '/api/portfolio-manager',
      headers: auth(await createSession(ctx.database.db, ctx.app.env.APP_SECRET, a.admin.userId)),
    })
    expect(a.secrets.filter((s) => own.body.includes(s)).length).toBeGreaterThan(3)
    const failures: string[] = []
    let checked = 0
    for (const op of protectedOps) {
      if (queries.has(op) && !bodies.has(op))
        failures.push(`${op.method} ${op.path}: no valid body found`)
      for (const cell of cells) {
        if (!cell.applies(op)) continue
        const res = await inject(op, (await cell.headers()) as Record<string, string>)
        checked++
        const label = `${op.method} ${op.path} [${cell.name}] → ${res.statusCode}`
        const leaked = a.secrets.filter((s) => res.body.includes(s))
        if (leaked.length && cell.name !== 'member without portfolio access')
          failures.push(`${label} leaks ${leaked.join(', ')}`)
        const allowed =
          [401, 403, 404].includes(res.statusCode) ||
          (cell.name === 'member of another company' && OWN_COMPANY_OK(op) && res.statusCode < 500)
        if (!allowed) failures.push(`${label}: ${res.body.slice(0, 160)}`)
        if (
          cell.name.includes('token') ||
          cell.name.includes('revoked') ||
          cell.name.includes('forged')
        )
          if (res.statusCode !== 401) failures.push(`${label}: expected 401`)
      }
    }
    console.log(
      `permission matrix: ${checked} cells over ${protectedOps.length} protected routes ` +
        `(${ctx.database.driver}); ${a.secrets.length} values of company A searched in every answer`,
    )
    expect(failures).toEqual([])
    expect(protectedOps.length).toBeGreaterThanOrEqual(30)
    expect(checked).toBeGreaterThanOrEqual(protectedOps.length * 6)
  }, 300_000)
})
