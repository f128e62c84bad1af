import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readAccessToken, signAccessToken } from '../../modules/auth'
import { createSession } from '../../modules/auth'
import { memberToken, staffToken, storageEnv } from '../fixtures'
import { createTestApp, type TestContext } from '../app'
import { validish } from './arbitraries'
import { seedCompanyA } from './company-a'
import { fillPath, loadOperations, queryParams, type Operation } from './openapi'

/**
 * Generated from the OpenAPI route table: every protected route (bearer security, or under
 * /api/admin) × eight callers who must not get in. Answers must be 401/403/404 and must not
 * contain any id, number or name of company A. Callers without a live session also send
 * invalid bodies (queries on GET routes) and must get 401 for every one of them.
 */
let ctx: TestContext
let a: Awaited<ReturnType<typeof seedCompanyA>>
let protectedOps: Operation[]
const bodies = new Map<Operation, string | undefined>()
const queries = new Map<Operation, Record<string, string>>()
let outsiderUserId: string

const FORGED_SECRET = 'an-attacker-chosen-secret-of-at-least-32-chars'
/** Path ids that name nothing, so a probing request changes no row of company A. */
const UNKNOWN_IDS = new Proxy({} as Record<string, string>, {
  get: () => '00000000-0000-4000-8000-000000000000',
})
/**
 * Bodies no route accepts, each sent by every caller without a live session: authentication
 * runs first, so they get 401 too and never a validation message that describes the schema.
 */
const INVALID_BODIES = ['{}', '[]', 'null', '"x"', '{"cartItems":[{"tonnes":-1}]}', '{not json']
/** Every request a caller without a live session may send: a route's schema never matters. */
function invalidRequests(op: Operation): { payload?: string; query?: Record<string, string> }[] {
  if (op.method === 'GET')
    return [{ query: {} }, { query: { year: 'x', page: '-1', perPage: '0' } }]
  return INVALID_BODIES.map((payload) => ({ payload }))
}
const STRANGERS = new Set([
  'no token',
  'malformed token',
  'expired token',
  'revoked after logout',
  'forged signature',
])
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
  // A body that passes validation, found by sending generated bodies as a caller who passes the
  // authentication that now runs before validation: an operator on /api/admin, a member of a
  // third company elsewhere, on unknown path ids so nothing of A changes. Any answer but a
  // validation error (400 naming a field) means the body was accepted.
  const prober = {
    staff: await staffToken(ctx.app, 'pia.probe@matrix-ops.com'),
    member: (await memberToken(ctx.app, 'pia.probe@matrix-gamma.com')).token,
  }
  for (const op of protectedOps) {
    const required = queryParams(op).filter((p) => p.required)
    if (!op.body && required.length === 0) continue
    const query = fc.record(
      Object.fromEntries(required.map((p) => [p.name, validish(p.schema).map(String)])),
    )
    const token = op.path.startsWith('/api/admin/') ? prober.staff : prober.member
    const candidates = fc.sample(fc.tuple(validish(op.body), query), { numRuns: 200, seed: 7 })
    for (const [body, q] of candidates) {
      const payload = op.body ? JSON.stringify(body) : undefined
      queries.set(op, q)
      const res = await inject(op, auth(token), payload, UNKNOWN_IDS)
      if (res.statusCode !== 400 || res.json().field === undefined) {
        bodies.set(op, payload)
        break
      }
    }
  }
}, 120_000)
afterAll(() => ctx?.close())

function inject(
  op: Operation,
  headers: Record<string, string>,
  payload = bodies.get(op),
  ids: Record<string, string> = a.ids,
) {
  return ctx.app.inject({
    method: op.method,
    url: fillPath(op.path, ids),
    query: queries.get(op) ?? {},
    headers: payload === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    ...(payload === undefined ? {} : { payload }),
  })
}

const auth = (token: string) => ({ authorization: `Bearer ${token}` })

async function sessionClaims(userId: string) {
  const token = await createSession(ctx.app.deps, { userId })
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
      const token = await createSession(ctx.app.deps, { userId: a.admin.userId })
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
    headers: async () => auth(await createSession(ctx.app.deps, { userId: outsiderUserId })),
  },
  {
    name: 'member without portfolio access',
    applies: (op) => PORTFOLIO_ONLY.test(op.path),
    headers: async () => auth(await createSession(ctx.app.deps, { userId: a.blocked.userId })),
  },
  {
    name: 'non-staff on operator route',
    applies: (op) => op.path.startsWith('/api/admin/'),
    headers: async () => auth(await createSession(ctx.app.deps, { userId: a.admin.userId })),
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
      headers: auth(await createSession(ctx.app.deps, { userId: a.admin.userId })),
    })
    expect(a.secrets.filter((s) => own.body.includes(s)).length).toBeGreaterThan(3)
    const failures: string[] = []
    let checked = 0
    for (const op of protectedOps) {
      if (queries.has(op) && !bodies.has(op))
        failures.push(`${op.method} ${op.path}: no valid body found`)
      for (const cell of cells) {
        if (!cell.applies(op)) continue
        const headers = (await cell.headers()) as Record<string, string>
        const res = await inject(op, headers)
        checked++
        const label = `${op.method} ${op.path} [${cell.name}] → ${res.statusCode}`
        const leaked = a.secrets.filter((s) => res.body.includes(s))
        if (leaked.length && cell.name !== 'member without portfolio access')
          failures.push(`${label} leaks ${leaked.join(', ')}`)
        const allowed =
          [401, 403, 404].includes(res.statusCode) ||
          (cell.name === 'member of another company' && OWN_COMPANY_OK(op) && res.statusCode < 500)
        if (!allowed) failures.push(`${label}: ${res.body.slice(0, 160)}`)
        if (!STRANGERS.has(cell.name)) continue
        if (res.statusCode !== 401) failures.push(`${label}: expected 401`)
        for (const invalid of invalidRequests(op)) {
          const answer = await ctx.app.inject({
            method: op.method,
            url: fillPath(op.path, a.ids),
            headers: { ...headers, 'content-type': 'application/json' },
            ...invalid,
          })
          checked++
          if (answer.statusCode !== 401)
            failures.push(
              `${op.method} ${op.path} [${cell.name}, invalid ${JSON.stringify(invalid)}] → ` +
                `${answer.statusCode}: ${answer.body.slice(0, 160)}`,
            )
        }
      }
    }
    console.log(
      `permission matrix: ${checked} cells over ${protectedOps.length} protected routes ` +
        `(${ctx.database.driver}); ${a.secrets.length} values of company A searched in every answer`,
    )
    expect(failures).toEqual([])
    expect(protectedOps.length).toBeGreaterThanOrEqual(30)
    expect(checked).toBeGreaterThanOrEqual(protectedOps.length * (6 + STRANGERS.size * 2))
  }, 300_000)
})
