import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { projects } from '../../db/schema'
import { createTestApp, type TestContext } from '../../test/app'
import { createKey } from '../api-keys/testing'
import { insertProject, memberToken } from '../../test/fixtures'
import { keyCaller } from './testing'

let ctx: TestContext
let call: ReturnType<typeof keyCaller>
let live: string
let test: string
let cheapRemoval: Awaited<ReturnType<typeof insertProject>>
let dearRemoval: Awaited<ReturnType<typeof insertProject>>
let avoidance: Awaited<ReturnType<typeof insertProject>>
let forward: Awaited<ReturnType<typeof insertProject>>

const ids = (body: { data: { id: string }[] }) => body.data.map((p) => p.id).sort()

beforeAll(async () => {
  ctx = await createTestApp()
  call = keyCaller(ctx.app)
  const admin = await memberToken(ctx.app, 'fay.filter@v1-projects.com')
  live = (await createKey(ctx.app, admin.token, 'live', ['catalogue:read'])).secret
  test = (await createKey(ctx.app, admin.token, 'test', ['catalogue:read'])).secret
  cheapRemoval = await insertProject(ctx.app, { credits: 5, priceCents: 2_000, method: 'biochar' })
  dearRemoval = await insertProject(ctx.app, { credits: 900, priceCents: 30_000 })
  avoidance = await insertProject(ctx.app, { credits: 300, priceCents: 900, method: 'methane' })
  forward = await insertProject(ctx.app, { credits: 50, status: 'forward', year: 2028 })
  await ctx.database.db
    .update(projects)
    .set({ type: 'avoidance', countryCode: 'BR', registryKey: 'gold-standard' })
    .where(eq(projects.id, avoidance.projectId))
})
afterAll(() => ctx.close())

describe('v1 project filters', () => {
  it('narrows by type, country, registry and category', async () => {
    const removals = await call('GET', '/projects?type=removal&country=ke&limit=100', live)
    expect(removals.statusCode).toBe(200)
    expect(ids(removals.json())).not.toContain(avoidance.projectId)
    expect(ids(removals.json())).toContain(dearRemoval.projectId)
    const brazil = await call('GET', '/projects?country=BR&registry=gold-standard', live)
    expect(ids(brazil.json())).toEqual([avoidance.projectId])
    const biochar = await call('GET', '/projects?category=biochar', live)
    expect(ids(biochar.json())).toEqual([cheapRemoval.projectId])
    expect(biochar.json().data[0].category).toBe('biochar')
  })

  it('narrows by issued vintages, available kilograms and price, listing matching vintages', async () => {
    const issued = await call('GET', '/projects?issued=true&limit=100', live)
    expect(ids(issued.json())).not.toContain(forward.projectId)
    const plenty = await call('GET', '/projects?minAvailableKg=100000&limit=100', live)
    expect(ids(plenty.json())).toEqual([avoidance.projectId, dearRemoval.projectId].sort())
    const cheap = await call('GET', '/projects?maxPriceCents=2000&limit=100', live)
    expect(ids(cheap.json())).toEqual([avoidance.projectId, cheapRemoval.projectId].sort())
    for (const project of cheap.json().data) {
      for (const v of project.vintages) expect(v.priceCents).toBeLessThanOrEqual(2_000)
    }
    // Test keys filter on the sandbox's stock, which every vintage has plenty of.
    const sandbox = await call('GET', '/projects?minAvailableKg=100000&limit=100', test)
    expect(ids(sandbox.json())).toContain(cheapRemoval.projectId)
  })

  it('answers 400 for unknown query parameters and bad values, in the request language', async () => {
    const unknown = await call('GET', '/projects?colour=green', live)
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json()).toMatchObject({ code: 'invalid_request' })
    expect(unknown.json().message).toContain('colour')
    const german = await call('GET', '/projects?page=2', live, undefined, {
      'accept-language': 'de',
    })
    expect(german.statusCode).toBe(400)
    expect(german.json().message).toMatch(/Ungültiger Wert/)
    expect((await call('GET', '/projects?type=forest', live)).statusCode).toBe(400)
    expect((await call('GET', '/projects?country=Kenya', live)).statusCode).toBe(400)
    expect((await call('GET', '/projects?issued=yes', live)).statusCode).toBe(400)
    expect((await call('GET', `/projects/${dearRemoval.slug}?x=1`, live)).statusCode).toBe(400)
  })
})

describe('v1 cursor paging', () => {
  it('walks every project once, a page at a time', async () => {
    const all = await call('GET', '/projects?limit=100', live)
    expect(all.json()).toMatchObject({ hasMore: false, nextCursor: null })
    const seen: string[] = []
    let cursor: string | null = null
    do {
      const query: string = cursor ? `&cursor=${cursor}` : ''
      const res = await call('GET', `/projects?limit=1${query}`, live)
      expect(res.statusCode).toBe(200)
      const body = res.json()
      expect(body.data).toHaveLength(1)
      seen.push(body.data[0].id)
      cursor = body.hasMore ? body.nextCursor : null
    } while (cursor)
    expect(seen).toEqual(all.json().data.map((p: { id: string }) => p.id))
  })

  it('refuses a cursor it did not hand out', async () => {
    const res = await call('GET', '/projects?cursor=not-a-cursor', live)
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toMatch(/cursor/)
  })
})
