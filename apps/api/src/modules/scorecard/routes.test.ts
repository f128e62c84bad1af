import { KELP_PRICE_CENTS_PER_TONNE, MARKET_PRICE_CENTS_PER_TONNE } from '@kelp/core/scorecard'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestContext } from '../../test/app'

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
    expect(created.json()).toMatchObject({ calculatedCosts: 0, savings: 0, tiers: [] })

    const generated = await ctx.app.inject({
      method: 'PUT',
      url: `/api/scorecard/${id}`,
      payload: { emissionsTonnes: 2000, calculatedCosts: 0, savings: 0 },
    })
    expect(generated.statusCode).toBe(200)
    expect(generated.json()).toMatchObject({
      emissionsTonnes: 2000,
      calculatedCosts: 2000 * KELP_PRICE_CENTS_PER_TONNE,
      savings: 2000 * (MARKET_PRICE_CENTS_PER_TONNE - KELP_PRICE_CENTS_PER_TONNE),
    })
    expect(generated.json().tiers).toHaveLength(3)

    const shared = await ctx.app.inject({ url: `/api/scorecard/${id}` })
    expect(shared.statusCode).toBe(200)
    expect(shared.json().companyName).toBe('Nordwerk Maschinenbau')
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
