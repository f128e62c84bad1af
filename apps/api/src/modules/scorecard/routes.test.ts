import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { projects } from '../../db/schema/projects'
import { createTestApp, type TestContext } from '../../test/app'
import { insertProject } from '../../test/fixtures'

const form = {
  email: 'jonas.weber@nordwerk-maschinenbau.de',
  firstName: 'Jonas',
  companyName: 'Nordwerk Maschinenbau',
  message: 'Mostly scope 3',
}

describe('scorecard API', () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestApp()
  })
  afterAll(() => ctx.close())

  it('creates, generates and shares a scorecard without personal data', async () => {
    const created = await ctx.app.inject({ method: 'POST', url: '/api/scorecard', payload: form })
    expect(created.statusCode).toBe(201)
    const { id } = created.json()
    expect(created.json()).toMatchObject({ calculatedCosts: 0, pricing: null, tiers: [] })
    // On sale: removals at 115 EUR/t and avoidance at 20 EUR/t; sold-out stock does not count.
    await insertProject(ctx.app, { credits: 100, priceCents: 11_500 })
    await insertProject(ctx.app, { credits: 0, priceCents: 500 })
    const avoidance = await insertProject(ctx.app, { credits: 100, priceCents: 2_000 })
    await ctx.database.db
      .update(projects)
      .set({ type: 'avoidance' })
      .where(eq(projects.id, avoidance.projectId))

    const generated = await ctx.app.inject({
      method: 'PUT',
      url: `/api/scorecard/${id}`,
      payload: { emissionsTonnes: 2000, calculatedCosts: 0, savings: 0 },
    })
    expect(generated.statusCode).toBe(200)
    // The 30 % removal / 70 % avoidance blend at what is on sale: 0.3 × 115 + 0.7 × 20 EUR.
    expect(generated.json()).toMatchObject({
      emissionsTonnes: 2000,
      calculatedCosts: 2000 * 4_850,
      pricing: { centsPerTonne: 4_850, source: 'on_sale', pricedAt: expect.any(String) },
    })
    expect(generated.json().tiers).toHaveLength(3)
    expect(generated.json().tiers[0]).toEqual({
      tier: 'silver',
      coveragePercent: 10,
      tonnes: 200,
      kelpCostCents: 200 * 4_850,
    })

    const shared = await ctx.app.inject({ url: `/api/scorecard/${id}` })
    expect(shared.statusCode).toBe(200)
    expect(shared.json().companyName).toBe('Nordwerk Maschinenbau')
    expect(shared.json().pricing).toEqual(generated.json().pricing)
    expect(shared.body).not.toContain('jonas.weber')
    expect(shared.body).not.toContain('Mostly scope 3')
  })

  it('rejects private e-mail addresses and unknown ids', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/scorecard',
      payload: { ...form, email: 'jonas@yahoo.com' },
      headers: { 'accept-language': 'de' },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe('Bitte verwenden Sie Ihre Unternehmens-E-Mail-Adresse.')
    const missing = await ctx.app.inject({
      url: '/api/scorecard/5f0c1a5e-8a43-4d0e-9c1f-3b1f2d9f6a11',
    })
    expect(missing.statusCode).toBe(404)
    const invalid = await ctx.app.inject({
      method: 'PUT',
      url: '/api/scorecard/5f0c1a5e-8a43-4d0e-9c1f-3b1f2d9f6a11',
      payload: { emissionsTonnes: 0 },
    })
    expect(invalid.statusCode).toBe(400)
  })
})
