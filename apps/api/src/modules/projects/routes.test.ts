import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  CATALOGUE_FIGURES,
  LISTING_PASS_MARK,
  type ProjectDetail,
  type ProjectListResponse,
} from '@kelp/core/projects'
import { createTestApp, type TestContext } from '../../test/app'
import { catalogue } from './catalogue'
import { catalogueContent } from './facts'
import { demoLotsSeeder } from '../inventory'
import { projectsSeeder } from './seed'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestApp()
  await projectsSeeder.run(ctx.database.db)
  await demoLotsSeeder.run(ctx.database.db)
})
afterAll(() => ctx.close())

async function list(query = ''): Promise<ProjectListResponse> {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/projects${query}` })
  expect(res.statusCode).toBe(200)
  return res.json()
}

describe('GET /api/projects', () => {
  it('lists the projects for sale by score; the research view holds every other one', async () => {
    const body = await list('?perPage=48')
    const research = await list('?view=research&perPage=48')
    expect(body.total + research.total).toBe(catalogue.length)
    expect(body.total).toBe(CATALOGUE_FIGURES.listed)
    const scores = body.items.map((p) => p.score)
    expect(scores).toEqual([...scores].sort((a, b) => b - a))
    expect(body.items.every((p) => p.notForSale.length === 0 && p.score >= LISTING_PASS_MARK)).toBe(
      true,
    )
    expect(body.items.every((p) => p.creditsAvailable > 0)).toBe(true)
    expect(research.items.every((p) => p.notForSale.length > 0)).toBe(true)
    const typeTotal = body.facets.type.reduce((s, f) => s + f.count, 0)
    expect(typeTotal).toBe(body.total)
    expect(body.facets.method.length).toBeGreaterThanOrEqual(4)
  })

  it('lets browsers and CDNs reuse catalogue reads for a minute', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/projects' })
    expect(res.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300')
    expect(res.headers.vary).toContain('Accept-Language')
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/projects/no-such-project' })
    expect(missing.statusCode).toBe(404)
    expect(missing.headers['cache-control']).toBeUndefined()
  })

  it('filters by country, method, type and minimum score', async () => {
    const byCountry = await list('?country=US')
    expect(byCountry.total).toBeGreaterThan(0)
    expect(byCountry.items.every((p) => p.countryCode === 'US')).toBe(true)
    const byMethod = await list('?method=biochar')
    expect(byMethod.items.every((p) => p.method === 'biochar')).toBe(true)
    const byType = await list('?type=avoidance')
    expect(byType.items.every((p) => p.type === 'avoidance')).toBe(true)
    const byScore = await list('?minScore=60')
    expect(byScore.items.every((p) => p.score >= 60)).toBe(true)
    const combined = await list('?country=US&method=biochar&type=removal&minScore=1')
    expect(combined.items.every((p) => p.countryCode === 'US' && p.method === 'biochar')).toBe(true)
  })

  it('keeps facet counts of a filtered dimension across its other values', async () => {
    const body = await list('?method=biochar')
    expect(body.facets.method.length).toBeGreaterThan(1)
    expect(body.facets.type.reduce((s, f) => s + f.count, 0)).toBe(body.total)
  })

  it('answers an empty page for an impossible combination', async () => {
    const body = await list('?minScore=100&method=methane')
    expect(body).toMatchObject({ items: [], total: 0, pageCount: 0 })
  })

  it('sorts by price (ascending) and credits (descending)', async () => {
    const price = (await list('?sort=price&perPage=48')).items.map((p) => p.priceCents)
    const offered = price.filter((c) => c !== null)
    expect(offered).toEqual([...offered].sort((a, b) => a - b))
    // Projects listed for information (no price) come last.
    expect(price.slice(offered.length).every((c) => c === null)).toBe(true)
    const credits = (await list('?sort=credits&perPage=48')).items.map((p) => p.creditsAvailable)
    expect(credits).toEqual([...credits].sort((a, b) => b - a))
  })

  it('paginates without overlap and answers an empty page beyond the end', async () => {
    const first = await list('?perPage=5&page=1')
    const second = await list('?perPage=5&page=2')
    const ids = new Set([...first.items, ...second.items].map((p) => p.id))
    expect(ids.size).toBe(10)
    const beyond = await list('?perPage=5&page=999')
    expect(beyond.items).toEqual([])
    expect(beyond.total).toBe(first.total)
  })

  it.each([
    '?page=0',
    '?perPage=1000',
    '?minScore=101',
    '?minScore=abc',
    '?sort=name',
    '?type=other',
    '?method=unknown',
    '?country=usa',
  ])('rejects bad values: %s', async (query) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/projects${query}` })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toEqual(expect.any(String))
  })

  it('names countries in the request locale', async () => {
    const en = await list('?country=FI&view=research')
    const de = await ctx.app.inject({
      method: 'GET',
      url: '/api/projects?country=FI&view=research',
      headers: { 'accept-language': 'de-DE,de;q=0.9' },
    })
    expect(en.items[0]?.country).toBe('Finland')
    expect(de.json().items[0].country).toBe('Finnland')
  })
})

describe('GET /api/projects/:slug', () => {
  const slug = catalogue[0]!.slug
  const detail = async (s: string): Promise<ProjectDetail> =>
    (await ctx.app.inject({ method: 'GET', url: `/api/projects/${s}` })).json()

  it('names the registry, its page and the data sources, never a source as registry', async () => {
    const verra = await detail(catalogue.find((p) => p.registryKey === 'verra')!.slug)
    expect(verra.registry).toBe('Verra')
    expect(verra.registryUrl).toBe(
      `https://registry.verra.org/app/projectDetail/VCS/${verra.registryId!.slice(3)}`,
    )
    const cdr = await detail(catalogue.find((p) => p.source === 'cdr' && !p.registryKey)!.slug)
    expect(cdr).toMatchObject({ registryKey: null, registry: null, registryId: null })
    expect(cdr.registryUrl).toBeNull()
    expect(cdr.sources.map((s) => s.name)).toEqual(['CarbonPlan CDR Database'])
    expect(cdr).toMatchObject({ purchasable: false, availability: 'information', priceCents: null })
    expect(cdr.vintages).toEqual([])
  })

  it('offers nothing until a supply lot is recorded; demo lots say they are demo', async () => {
    // A catalogue of its own, without the lots the other tests read.
    const bare = await createTestApp()
    try {
      await projectsSeeder.run(bare.database.db)
      const res = await bare.app.inject({
        method: 'GET',
        url: '/api/projects/humboldt-sawmill-company-hsc',
      })
      const before: ProjectDetail = res.json()
      expect(before).toMatchObject({ purchasable: false, priceCents: null, creditsAvailable: 0 })
      expect(before.vintages).toEqual([])
    } finally {
      await bare.close()
    }
    const after = await detail('humboldt-sawmill-company-hsc')
    expect(after).toMatchObject({ purchasable: true, demo: true, priceCents: 14_000 })
    expect(after.creditsAvailable).toBeGreaterThan(0)
    expect(after.vintages.every((v) => v.demo)).toBe(true)
  })

  it('gives each vintage its status, and forward ones their expected delivery year', async () => {
    const issued = await detail('humboldt-sawmill-company-hsc')
    expect(issued.purchasable).toBe(true)
    expect(issued.vintages.every((v) => v.status === 'issued' && !v.expectedDeliveryYear)).toBe(
      true,
    )
    const forward = await detail(
      catalogue.find((p) => p.vintages.some((v) => v.status === 'forward'))!.slug,
    )
    expect(forward.availability).toBe('forward')
    for (const v of forward.vintages) {
      expect(v.status).toBe('forward')
      expect(v.expectedDeliveryYear).toBeGreaterThan(v.year)
    }
  })

  it('answers the project in English by default and German on request', async () => {
    const en = await ctx.app.inject({ method: 'GET', url: `/api/projects/${slug}` })
    expect(en.statusCode).toBe(200)
    const body: ProjectDetail = en.json()
    expect(body.locale).toBe('en')
    expect(body.imageUrl).toBe(`/images/projects/${slug}.svg`)
    expect(body.texts.about).toBe(catalogueContent(catalogue[0]!).texts.en.about)
    expect(body.sii.sections).toHaveLength(5)
    const de = await ctx.app.inject({ method: 'GET', url: `/api/projects/${slug}?locale=de` })
    expect(de.json().texts.about).toBe(catalogueContent(catalogue[0]!).texts.de.about)
    const header = await ctx.app.inject({
      method: 'GET',
      url: `/api/projects/${slug}`,
      headers: { 'accept-language': 'de' },
    })
    expect(header.json().locale).toBe('de')
  })

  it('answers 404 with a localized message for an unknown slug', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/projects/nope?locale=de' })
    expect(res.statusCode).toBe(404)
    expect(res.json().message).toBe('Dieses Projekt gibt es nicht.')
  })

  it('seeds idempotently', async () => {
    await projectsSeeder.run(ctx.database.db)
    expect(await projectsSeeder.isSeeded(ctx.database.db)).toBe(true)
    const research = await list('?view=research')
    expect((await list()).total + research.total).toBe(catalogue.length)
  })
})
