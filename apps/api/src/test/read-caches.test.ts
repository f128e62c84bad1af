import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app'
import { catalogue } from '../modules/projects'
import { projectsSeeder } from '../modules/projects'
import { demoLotsSeeder } from '../modules/inventory'
import { caller, insertProject, memberToken, storageEnv } from './fixtures'
import { CACHE_CHANNEL } from '../plugins/read-caches'
import { createTestApp, testEnv, type TestContext } from './app'

/**
 * The read caches (docs/decisions/092) with caching on, on both databases: a second app on the
 * same database stands for another API instance. A write answered by an instance is seen by its
 * next read at once; writes from elsewhere (the other instance, SQL) arrive through NOTIFY.
 */
const cached = { CACHE_TTL_MS: '60000' }
let ctx: TestContext
let other: FastifyInstance

async function eventually(check: () => Promise<void>, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      return await check()
    } catch (error) {
      if (Date.now() > deadline) throw error
      await new Promise((r) => setTimeout(r, 25))
    }
  }
}

const get = (app: FastifyInstance, url: string, token?: string) =>
  app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} })

const exec = (query: ReturnType<typeof sql>) => ctx.database.db.execute(query)

beforeAll(async () => {
  const storage = storageEnv()
  ctx = await createTestApp({ ...cached, ...storage })
  other = await buildApp({ env: testEnv({ ...cached, ...storage }), database: ctx.database })
  await projectsSeeder.run(ctx.database.db)
  await demoLotsSeeder.run(ctx.database.db)
})
afterAll(async () => {
  await other.close()
  await ctx.close()
})

describe('session cache', () => {
  it('ends a session at once on the instance that logged out, and soon on the others', async () => {
    const { token } = await memberToken(ctx.app, 'logout@cache-a.example')
    for (const app of [ctx.app, other, ctx.app, other]) {
      expect((await get(app, '/api/users/me', token)).statusCode).toBe(200)
    }
    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${token}` },
    })
    expect(logout.statusCode).toBe(204)
    expect((await get(ctx.app, '/api/users/me', token)).statusCode).toBe(401)
    await eventually(async () => {
      expect((await get(other, '/api/users/me', token)).statusCode).toBe(401)
    })
  })

  it('follows writes made outside the API: renamed user, revoked session, lost access', async () => {
    const { token, userId } = await memberToken(ctx.app, 'sql@cache-b.example')
    const me = async (app: FastifyInstance) => (await get(app, '/api/users/me', token)).json()
    expect((await me(ctx.app)).firstName).toBe('Pat')
    expect((await me(other)).firstName).toBe('Pat')
    expect((await get(other, '/api/portfolio-manager', token)).statusCode).toBe(200)

    await exec(sql`update users set first_name = 'Renamed' where id = ${userId}`)
    await eventually(async () => {
      expect((await me(ctx.app)).firstName).toBe('Renamed')
      expect((await me(other)).firstName).toBe('Renamed')
    })

    await exec(sql`update memberships set portfolio_access = false where user_id = ${userId}`)
    await eventually(async () => {
      expect((await get(other, '/api/portfolio-manager', token)).statusCode).toBe(403)
    })

    await exec(sql`update sessions set revoked_at = now() where user_id = ${userId}`)
    await eventually(async () => {
      expect((await get(ctx.app, '/api/users/me', token)).statusCode).toBe(401)
      expect((await get(other, '/api/users/me', token)).statusCode).toBe(401)
    })
  })
})

describe('routes marked keepsReadCaches', () => {
  it('write no table a cache depends on, and leave the caches alone', async () => {
    const { token, userId } = await memberToken(ctx.app, 'buyer@cache-f.example')
    const project = await insertProject(ctx.app, { credits: 50 })
    const call = caller(ctx.app)
    const heard: string[] = []
    const listener = await ctx.database.listen(CACHE_CHANNEL, {
      message: (table) => heard.push(table),
      up() {},
      down() {},
    })
    try {
      expect((await get(ctx.app, '/api/users/me', token)).statusCode).toBe(200)
      const cachedSessions = ctx.app.caches.sessions.size
      expect(cachedSessions).toBeGreaterThan(0)

      const line = { projectId: project.projectId, vintage: project.year, tonnes: 2 }
      const added = await call('POST', '/api/orbit/cart/items', token, line)
      expect(added.statusCode).toBe(201)
      const id = added.json().items[0].id
      const patched = await call('PATCH', `/api/orbit/cart/items/${id}`, token, { tonnes: 3 })
      expect(patched.statusCode).toBe(200)
      expect((await call('DELETE', `/api/orbit/cart/items/${id}`, token)).statusCode).toBe(200)
      const order = await call('POST', '/api/orbit/placeOrder', token, { cartItems: [line] })
      expect(order.statusCode).toBe(201)
      expect(ctx.app.caches.sessions.size).toBe(cachedSessions)

      // The control: a write to a table that feeds a cache is heard by the same listener.
      await exec(sql`update users set first_name = 'Heard' where id = ${userId}`)
      await eventually(async () => expect(heard).toContain('users'))
      expect(heard).toEqual(['users'])
    } finally {
      await listener.close()
    }
  })
})

describe('catalogue cache', () => {
  it('serves the same bytes as the uncached route and follows inventory changes', async () => {
    // A project with issued credits on offer.
    const { slug } = catalogue.find((p) => p.vintages.some((v) => v.status === 'issued'))!
    const first = await get(ctx.app, `/api/projects/${slug}`)
    expect(first.statusCode).toBe(200)
    expect(first.headers['content-type']).toContain('application/json')
    expect(first.headers['cache-control']).toContain('max-age=60')
    const { id, vintages } = first.json()
    expect(vintages[0].creditsAvailable).toBeGreaterThan(7)
    expect((await get(ctx.app, `/api/projects/${slug}`)).body).toBe(first.body)

    await exec(sql`update project_vintages set credits_available = 7 where project_id = ${id}`)
    await eventually(async () => {
      const again = await get(ctx.app, `/api/projects/${slug}`)
      expect(again.json().vintages[0].creditsAvailable).toBe(7)
    })
    const list = await get(ctx.app, '/api/projects?sort=price')
    expect(list.statusCode).toBe(200)
    expect(list.json().items.length).toBeGreaterThan(0)
    expect((await get(ctx.app, '/api/projects?sort=price')).body).toBe(list.body)
  })

  it('does not cache a missing project', async () => {
    expect((await get(ctx.app, '/api/projects/not-a-project')).statusCode).toBe(404)
    expect((await get(ctx.app, '/api/projects/not-a-project')).json().message).toEqual(
      expect.any(String),
    )
  })
})

describe('portfolio cache', () => {
  it('keeps companies apart and follows company changes', async () => {
    const a = await memberToken(ctx.app, 'admin@cache-c.example')
    const b = await memberToken(ctx.app, 'admin@cache-d.example')
    const overview = async (token: string) =>
      (await get(other, '/api/portfolio-manager?local=en', token)).json()
    expect((await overview(a.token)).company.domain).toBe('cache-c.example')
    expect((await overview(b.token)).company.domain).toBe('cache-d.example')
    await exec(sql`update companies set name = 'Cache C AG' where id = ${a.companyId}`)
    await eventually(async () => {
      expect((await overview(a.token)).company.name).toBe('Cache C AG')
    })
    expect((await overview(b.token)).company.name).not.toBe('Cache C AG')
  })
})

// PGlite runs in-process: its subscription cannot drop.
if (process.env.KELP_TEST_DB === 'postgres') {
  describe('LISTEN connection', () => {
    it('reconnects after the server drops it, and nothing stale is served meanwhile', async () => {
      const { token, userId } = await memberToken(ctx.app, 'drop@cache-e.example')
      expect((await get(ctx.app, '/api/users/me', token)).json().firstName).toBe('Pat')
      await exec(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where query = 'LISTEN kelp_cache' and datname = current_database()`,
      )
      await exec(sql`update users set first_name = 'Dropped' where id = ${userId}`)
      await eventually(async () => {
        expect((await get(ctx.app, '/api/users/me', token)).json().firstName).toBe('Dropped')
      })
      await new Promise((r) => setTimeout(r, 1_500)) // the listener is back
      await exec(sql`update users set first_name = 'Back' where id = ${userId}`)
      await eventually(async () => {
        expect((await get(ctx.app, '/api/users/me', token)).json().firstName).toBe('Back')
      })
    })
  })
}
