import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  ADULTS_MAX,
  CHILDREN_MAX,
  EMPLOYEES_MAX,
  footprintTonnes,
  INDUSTRIES,
  PORTFOLIO_IDS,
  quoteContribution,
  quoteTonnes,
} from './index'

const portfolio = fc.constantFrom(...PORTFOLIO_IDS)
const industry = fc.constantFrom(...INDUSTRIES)

describe('calculator properties', () => {
  it('is monotonic in adults and children', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: ADULTS_MAX - 1 }),
        fc.integer({ min: 0, max: CHILDREN_MAX - 1 }),
        (adults, children) => {
          const t = footprintTonnes({ emissionType: 'personal', adults, children })
          expect(
            footprintTonnes({ emissionType: 'personal', adults: adults + 1, children }),
          ).toBeGreaterThanOrEqual(t)
          expect(
            footprintTonnes({ emissionType: 'personal', adults, children: children + 1 }),
          ).toBeGreaterThanOrEqual(t)
        },
      ),
    )
  })

  it('is monotonic in employees for every industry', () => {
    fc.assert(
      fc.property(industry, fc.integer({ min: 1, max: EMPLOYEES_MAX - 1 }), (ind, employees) => {
        const a = footprintTonnes({ emissionType: 'business', industry: ind, employees })
        const b = footprintTonnes({
          emissionType: 'business',
          industry: ind,
          employees: employees + 1,
        })
        expect(b).toBeGreaterThanOrEqual(a)
      }),
    )
  })

  it('charges tonnes x price exactly, and monthly x 12 within rounding of yearly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), portfolio, (tonnes, p) => {
        const once = quoteContribution({ emissionType: 'custom', tonnes }, p, 'once-off')
        expect(once.amountCents).toBe(tonnes * once.pricePerTonneCents)
        expect(Number.isInteger(once.amountCents)).toBe(true)
        const monthly = quoteTonnes(tonnes, p, 'monthly')
        expect(monthly.yearlyAmountCents).toBe(once.amountCents)
        expect(Math.abs(monthly.amountCents * 12 - monthly.yearlyAmountCents)).toBeLessThanOrEqual(
          6,
        )
        expect(Math.abs(monthly.kgPerCharge * 12 - tonnes * 1_000)).toBeLessThanOrEqual(6)
        expect(monthly.tailored).toBe(tonnes > 500)
      }),
    )
  })
})
