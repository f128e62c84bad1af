import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ProjectListResponse } from '@kelp/core/projects'
import { createTestApp, type TestContext } from '../../test/app'
import { insertProject } from '../../test/fixtures'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestApp()
})
afterAll(() => ctx.close())

async function list(query: string): Promise<ProjectListResponse> {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/projects${query}` })
  expect(res.statusCode).toBe(200)
  return res.json()
}

describe('GET /api/projects?onSale=true', () => {
  it('lists only projects with credits on sale, issued or forward, best scored first', async () => {
    const soldOut = await insertProject(ctx.app, { credits: 0, score: 99 })
    const issued = await insertProject(ctx.app, { credits: 40, score: 70 })
    const forward = await insertProject(ctx.app, { credits: 25, score: 60, status: 'forward' })
    // Sold out, it falls out of the marketplace into the research view.
    const research = await list('?type=removal&view=research')
    expect(research.items.map((p) => p.id)).toContain(soldOut.projectId)
    const onSale = await list('?type=removal&onSale=true')
    expect(onSale.items.map((p) => p.id)).toEqual([issued.projectId, forward.projectId])
    expect(onSale.total).toBe(2)
  })

  it('refuses a value other than true or false', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/projects?onSale=yes' })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toEqual(expect.any(String))
  })
})
