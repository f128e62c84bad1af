import { describe, expect, it } from 'vitest'
import {
  createCheckoutSessionBodySchema,
  cvcValid,
  expiryValid,
  footprintTonnes,
  INDUSTRIES,
  INDUSTRY_KG_PER_EMPLOYEE,
  luhnValid,
  portfolioPriceCents,
  PORTFOLIOS,
  quoteContribution,
  SANDBOX_TEST_CARDS,
} from './index'

describe('footprint calculator', () => {
  it('uses the Umweltbundesamt per-capita figure and the child factor', () => {
    expect(footprintTonnes({ emissionType: 'personal', adults: 1, children: 0 })).toBe(11)
    // 2 x 10.3 t + 1 x 5 t = 25.6 t -> 26 t (rounded up to whole tonnes)
    expect(footprintTonnes({ emissionType: 'personal', adults: 2, children: 1 })).toBe(26)
  })

  it('has an intensity for each of the 19 industries', () => {
    expect(INDUSTRIES).toHaveLength(19)
    for (const industry of INDUSTRIES) expect(INDUSTRY_KG_PER_EMPLOYEE[industry]).toBeGreaterThan(0)
    expect(
      footprintTonnes({ emissionType: 'business', industry: 'financial_insurance', employees: 50 }),
    ).toBe(30)
  })

  it('prices the portfolios from their weighted project prices', () => {
    for (const p of Object.values(PORTFOLIOS)) {
      expect(p.projects.reduce((s, x) => s + x.weightBp, 0)).toBe(10_000)
    }
    expect(portfolioPriceCents('germany')).toBe(16_165)
    expect(portfolioPriceCents('international')).toBe(27_625)
  })

  it('quotes monthly as yearly / 12 and flags tailored portfolios above 500 t', () => {
    const q = quoteContribution({ emissionType: 'custom', tonnes: 26 }, 'germany', 'monthly')
    expect(q).toMatchObject({ yearlyAmountCents: 420_290, amountCents: 35_024, kgPerCharge: 2_167 })
    expect(
      quoteContribution({ emissionType: 'custom', tonnes: 500 }, 'germany', 'once-off'),
    ).toMatchObject({ tailored: false, amountCents: 8_082_500, kgPerCharge: 500_000 })
    expect(
      quoteContribution({ emissionType: 'custom', tonnes: 501 }, 'international', 'once-off')
        .tailored,
    ).toBe(true)
  })
})

describe('checkout body schema', () => {
  const base = {
    amount: 100,
    frequency: 'monthly',
    emissions: 1,
    portfolio: 'germany',
    locale: 'en',
  }
  it('rejects unknown industries, zero and absurd counts', () => {
    const bad = [
      { emissionType: 'business', calculatorSettings: { industry: 'piracy', employees: 5 } },
      { emissionType: 'business', calculatorSettings: { industry: 'education', employees: 0 } },
      { emissionType: 'personal', calculatorSettings: { adults: 0, children: 0 } },
      { emissionType: 'personal', calculatorSettings: { adults: 2, children: -1 } },
      { emissionType: 'personal', calculatorSettings: { adults: 1e9, children: 0 } },
      { emissionType: 'custom', calculatorSettings: { tonnes: 1.5 } },
      { emissionType: 'custom', calculatorSettings: { adults: 2, children: 0 } },
    ]
    for (const b of bad) {
      expect(createCheckoutSessionBodySchema.safeParse({ ...base, ...b }).success).toBe(false)
    }
    const ok = { ...base, emissionType: 'custom', calculatorSettings: { tonnes: 3 } }
    expect(createCheckoutSessionBodySchema.safeParse(ok).success).toBe(true)
  })
})

describe('sandbox card checks', () => {
  it('validates Luhn, expiry and CVC', () => {
    for (const n of Object.values(SANDBOX_TEST_CARDS)) expect(luhnValid(n)).toBe(true)
    expect(luhnValid('4242424242424241')).toBe(false)
    expect(luhnValid('4242')).toBe(false)
    const now = new Date('2026-11-22T12:00:00Z')
    expect(expiryValid('11/26', now)).toBe(true)
    expect(expiryValid('10/26', now)).toBe(false)
    expect(expiryValid('13/30', now)).toBe(false)
    expect(cvcValid('123', '4242424242424242')).toBe(true)
    expect(cvcValid('1234', '378282246310005')).toBe(true)
    expect(cvcValid('12', '4242424242424242')).toBe(false)
  })
})
