import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestContext } from '../../test/app'
import { catalogue } from './catalogue'
import { projectsSeeder } from './seed'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestApp()
  await projectsSeeder.run(ctx.database.db)
})
afterAll(() => ctx.close())

describe('GET /api/projects-sitemap', () => {
  it('names every project page, signed out, once and in a stable order', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/projects-sitemap' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('public, max-age=3600')
    const { slugs } = res.json() as { slugs: string[] }
    expect(slugs).toHaveLength(catalogue.length)
    expect(new Set(slugs).size).toBe(slugs.length)
    expect(slugs).toEqual([...slugs].sort())
    const first = await ctx.app.inject({ method: 'GET', url: `/api/projects/${slugs[0]}` })
    expect(first.statusCode).toBe(200)
  })
})
