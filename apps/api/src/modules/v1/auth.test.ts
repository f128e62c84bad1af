import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_KEY_REQUESTS_PER_MINUTE } from '@kelp/core/api-keys'
import { apiKeys, auditLog, memberships } from '../../db/schema'
import { createTestApp, type TestContext } from '../../test/app'
import { createKey } from '../api-keys/testing'
import { bearer, memberToken, storageEnv } from '../../test/fixtures'
import { keyCaller } from './testing'

let ctx: TestContext
let admin: Awaited<ReturnType<typeof memberToken>>
let call: ReturnType<typeof keyCaller>

beforeAll(async () => {
  ctx = await createTestApp(storageEnv())
  call = keyCaller(ctx.app)
  admin = await memberToken(ctx.app, 'ada.admin@v1-auth.com')
})
afterAll(() => ctx.close())

describe('API key authentication', () => {
  it('answers 401 with a code for no key, a session token or an unknown key', async () => {
    const none = await call('GET', '/projects', undefined)
    expect(none.statusCode).toBe(401)
    expect(none.json()).toMatchObject({ code: 'unauthenticated' })
    expect(none.json().message).toMatch(/Authorization: Bearer kelp_live_/)
    expect((await call('GET', '/projects', admin.token)).statusCode).toBe(401)
    const forged = `kelp_live_${'A'.repeat(43)}`
    expect((await call('GET', '/projects', forged)).json()).toMatchObject({
      code: 'unauthenticated',
      message: 'This API key is not valid.',
    })
    const de = await call('GET', '/projects', forged, undefined, { 'accept-language': 'de' })
    expect(de.json().message).toBe('Dieser API-Schlüssel ist ungültig.')
  })

  it('refuses a key whose prefix claims the other mode', async () => {
    const { secret } = await createKey(ctx.app, admin.token, 'test')
    const relabelled = secret.replace('kelp_test_', 'kelp_live_')
    expect((await call('GET', '/projects', relabelled)).statusCode).toBe(401)
    expect((await call('GET', '/projects', secret)).statusCode).toBe(200)
  })

  it('checks the scope of each operation', async () => {
    const { secret } = await createKey(ctx.app, admin.token, 'test', ['catalogue:read'])
    expect((await call('GET', '/projects', secret)).statusCode).toBe(200)
    const orders = await call('GET', '/orders', secret)
    expect(orders.statusCode).toBe(403)
    expect(orders.json()).toMatchObject({ code: 'insufficient_scope' })
    expect(orders.json().message).toContain('orders:write')
    expect((await call('GET', '/retirements', secret)).statusCode).toBe(403)
  })

  it('stops a revoked key at once', async () => {
    const { key, secret } = await createKey(ctx.app, admin.token, 'live')
    expect((await call('GET', '/projects', secret)).statusCode).toBe(200)
    await ctx.app.inject({
      method: 'POST',
      url: `/api/company/api-keys/${key.id}/revoke`,
      headers: bearer(admin.token),
    })
    const res = await call('GET', '/projects', secret)
    expect(res.statusCode).toBe(401)
    expect(res.json().message).toBe('This API key has been revoked.')
  })

  it('stops a key whose creator is no longer the company admin', async () => {
    const other = await memberToken(ctx.app, 'ole.admin@v1-demoted.com')
    const { secret } = await createKey(ctx.app, other.token, 'live')
    expect((await call('GET', '/projects', secret)).statusCode).toBe(200)
    await ctx.database.db
      .update(memberships)
      .set({ role: 'member' })
      .where(eq(memberships.userId, other.userId))
    expect((await call('GET', '/projects', secret)).statusCode).toBe(401)
  })

  it('records the use in last_used_at and the audit log', async () => {
    const { key, secret } = await createKey(ctx.app, admin.token, 'live')
    await call('GET', '/projects', secret)
    await call('GET', '/projects', secret)
    const [row] = await ctx.database.db.select().from(apiKeys).where(eq(apiKeys.id, key.id))
    expect(row!.lastUsedAt).not.toBeNull()
    const used = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.actor, `api_key:${key.id}`))
    expect(used.map((u) => u.action)).toEqual(['api_key.used'])
    expect(used[0]!.data).toMatchObject({ method: 'GET', route: '/api/v1/projects' })
  })

  it('limits each key with the RateLimit headers, apart from other keys', async () => {
    const { secret } = await createKey(ctx.app, admin.token, 'test')
    const { secret: second } = await createKey(ctx.app, admin.token, 'test')
    const first = await call('GET', '/projects?limit=1', secret)
    expect(first.headers['ratelimit-limit']).toBe(String(API_KEY_REQUESTS_PER_MINUTE))
    expect(first.headers['ratelimit-remaining']).toBe(String(API_KEY_REQUESTS_PER_MINUTE - 1))
    for (let i = 1; i < API_KEY_REQUESTS_PER_MINUTE; i++) {
      await call(i % 2 ? 'GET' : 'POST', i % 2 ? '/projects?limit=1' : '/quotes', secret, {})
    }
    const over = await call('GET', '/projects?limit=1', secret)
    expect(over.statusCode).toBe(429)
    expect(over.json()).toMatchObject({ code: 'rate_limited' })
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0)
    expect((await call('GET', '/projects?limit=1', second)).statusCode).toBe(200)
  })
})
