import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ProjectDetail } from '@kelp/core/projects'
import { projects, projectScores, projectTexts } from '../../db/schema'
import { createTestApp, type TestContext } from '../../test/app'
import { catalogue } from './catalogue'
import { catalogueContentSeeder, refreshCatalogueContent } from './content-refresh'
import { catalogueContent } from './facts'
import { insertProjects } from './seed'

const list = catalogue.slice(0, 3)
let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestApp()
  await insertProjects(ctx.database.db, list)
})
afterAll(() => ctx.close())

describe('catalogue content refresh at start-up', () => {
  it('replaces texts and scores an older release stored, and then has nothing to do', async () => {
    const { db } = ctx.database
    const [a, b] = list.map((p) => p.slug)
    const ids = await db
      .select({ id: projects.id })
      .from(projects)
      .where(inArray(projects.slug, [a!, b!]))
    const stale = ids.map((r) => r.id)
    await db
      .update(projectTexts)
      .set({ take: 'A solid project.' })
      .where(eq(projectTexts.projectId, stale[0]!))
    await db.update(projects).set({ score: 1 }).where(eq(projects.id, stale[1]!))
    const [old] = await db
      .select()
      .from(projectScores)
      .where(eq(projectScores.projectId, stale[1]!))
    const breakdown = { ...old!.breakdown, sections: old!.breakdown.sections.slice(0, 4) }
    await db.update(projectScores).set({ breakdown }).where(eq(projectScores.projectId, stale[1]!))

    expect(await refreshCatalogueContent(db, list)).toBe(2)
    for (const p of list.slice(0, 2)) {
      const { texts, sii } = catalogueContent(p)
      const res = await ctx.app.inject({ method: 'GET', url: `/api/projects/${p.slug}?locale=de` })
      const body: ProjectDetail = res.json()
      expect(body.texts.take).toBe(texts.de.take)
      expect(body.sii.overall).toBe(sii.overall)
      expect(body.score).toBe(sii.overall)
      expect(body.sii.sections).toHaveLength(5)
    }
    expect(await refreshCatalogueContent(db, list)).toBe(0)
  })

  it('runs as a reference seeder that reports the catalogue current once refreshed', async () => {
    const { db } = ctx.database
    const [row] = await db
      .select({ id: projects.id })
      .from(projects)
      .where(eq(projects.slug, list[2]!.slug))
    await db
      .update(projectTexts)
      .set({ about: 'Old text.' })
      .where(eq(projectTexts.projectId, row!.id))
    // Only these three projects exist here, so the seeder's view of the catalogue is theirs.
    expect(await catalogueContentSeeder.isSeeded(db)).toBe(false)
    await catalogueContentSeeder.run(db)
    expect(await catalogueContentSeeder.isSeeded(db)).toBe(true)
  })
})
