import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { computePlan, plannerSettingsSchema, type PlannerSettings } from './index'

const settingsArb: fc.Arbitrary<PlannerSettings> = fc
  .record({
    scope1: fc.integer({ min: 0, max: 100_000 }),
    scope2: fc.integer({ min: 0, max: 100_000 }),
    scope3: fc.integer({ min: 0, max: 100_000 }),
    basis: fc.constantFrom('scope12' as const, 'scope123' as const),
    baselineYear: fc.integer({ min: 2015, max: 2030 }),
    horizon: fc.integer({ min: 1, max: 35 }),
    baselineEmissions: fc.integer({ min: 0, max: 1_000_000 }),
    approach: fc.constantFrom(
      'tonne_for_tonne' as const,
      'carbon_fee' as const,
      'carbon_budget' as const,
    ),
    offsetTarget: fc.constantFrom(
      'neutral_12' as const,
      'neutral_123' as const,
      'vcmi_gold_123' as const,
      'sbti_removals' as const,
      'removals_only' as const,
    ),
    feeScope12Cents: fc.integer({ min: 0, max: 50_000 }),
    feeScope3Cents: fc.integer({ min: 0, max: 50_000 }),
    budgetCents: fc.integer({ min: 0, max: 1_000_000_000 }),
    shortFraction: fc.double({ min: 0, max: 1, noNaN: true }),
    shortPercent: fc.integer({ min: 0, max: 100 }),
    longPercentExtra: fc.integer({ min: 0, max: 100 }),
    withShort: fc.boolean(),
  })
  .map(({ horizon, shortFraction, shortPercent, longPercentExtra, withShort, ...rest }) => {
    const targetYear = rest.baselineYear + horizon
    const shortYear = rest.baselineYear + Math.max(1, Math.round(shortFraction * horizon))
    return {
      ...rest,
      targetYear,
      shortTermGoal: withShort ? { year: shortYear, percent: shortPercent } : null,
      longTermGoal: { year: targetYear, percent: Math.min(100, shortPercent + longPercentExtra) },
    }
  })

const raise = (s: PlannerSettings, by: number): PlannerSettings => ({
  ...s,
  shortTermGoal: s.shortTermGoal && {
    ...s.shortTermGoal,
    percent: Math.min(100, s.shortTermGoal.percent + by),
  },
  longTermGoal: s.longTermGoal && {
    ...s.longTermGoal,
    percent: Math.min(100, s.longTermGoal.percent + by),
  },
})

const credits = (y: { removalKg: number; avoidanceKg: number }) => y.removalKg + y.avoidanceKg

describe('planner engine — properties', () => {
  it('generated settings are valid settings', () => {
    fc.assert(fc.property(settingsArb, (s) => plannerSettingsSchema.safeParse(s).success))
  })

  it('never negative', () => {
    fc.assert(
      fc.property(settingsArb, (s) => {
        for (const y of computePlan(s).years) {
          const values = [
            ...Object.values(y.emissionsKg),
            y.reductionKg,
            y.residualKg,
            y.removalKg,
            y.avoidanceKg,
            y.costCents,
          ]
          expect(values.every((v) => Number.isInteger(v) && v >= 0)).toBe(true)
          expect(y.coveragePercent).toBeGreaterThanOrEqual(0)
        }
      }),
    )
  })

  it('totals are consistent', () => {
    fc.assert(
      fc.property(settingsArb, (s) => {
        const plan = computePlan(s)
        expect(plan.years).toHaveLength(s.targetYear - s.baselineYear + 1)
        const sum = (f: (y: (typeof plan.years)[number]) => number) =>
          plan.years.reduce((a, y) => a + f(y), 0)
        for (const y of plan.years) {
          const { scope1, scope2, scope3 } = y.emissionsKg
          expect(scope1 + scope2 + scope3).toBe(y.residualKg)
          expect(y.residualKg + y.reductionKg).toBe(y.baselineKg)
          if (s.basis === 'scope12') expect(scope3).toBe(0)
        }
        expect(plan.totals.residualKg).toBe(sum((y) => y.residualKg))
        expect(plan.totals.reductionKg).toBe(sum((y) => y.reductionKg))
        expect(plan.totals.removalKg + plan.totals.avoidanceKg).toBe(sum(credits))
        expect(plan.totals.costCents).toBe(sum((y) => y.costCents))
      }),
    )
  })

  it('is monotone in goals: higher goals never raise residual emissions, credits or cost', () => {
    fc.assert(
      fc.property(settingsArb, fc.integer({ min: 1, max: 50 }), (s, by) => {
        const before = computePlan(s).years
        const after = computePlan(raise(s, by)).years
        after.forEach((y, i) => {
          const b = before[i]!
          expect(y.residualKg).toBeLessThanOrEqual(b.residualKg)
          expect(credits(y)).toBeLessThanOrEqual(credits(b))
          expect(y.costCents).toBeLessThanOrEqual(b.costCents)
        })
      }),
    )
  })

  it('is monotone in fees: a higher carbon fee never buys fewer credits', () => {
    fc.assert(
      fc.property(
        settingsArb,
        fc.integer({ min: 1, max: 10_000 }),
        fc.boolean(),
        (s, by, scope3) => {
          const fee = { ...s, approach: 'carbon_fee' as const }
          const higher = scope3
            ? { ...fee, feeScope3Cents: fee.feeScope3Cents + by }
            : { ...fee, feeScope12Cents: fee.feeScope12Cents + by }
          const before = computePlan(fee).years
          computePlan(higher).years.forEach((y, i) => {
            expect(credits(y)).toBeGreaterThanOrEqual(credits(before[i]!))
            expect(y.costCents).toBeGreaterThanOrEqual(before[i]!.costCents)
          })
        },
      ),
    )
  })
})
