import { describe, expect, it } from 'vitest'
import {
  computePlan,
  creditMix,
  defaultPlannerSettings,
  plannerSettingsSchema,
  type PlannerSettings,
} from './index'

const settings = (over: Partial<PlannerSettings>): PlannerSettings => ({
  ...defaultPlannerSettings,
  ...over,
})

/*
 * Golden cases, worked out by hand (quantities in kg CO2e, money in EUR cents).
 *
 * A — tonne-for-tonne, CO2 neutral scope 1&2, 1,000 t baseline in 2025, no scope figures, so
 *     the industry split 6% / 6% applies: 500,000 kg scope 1 and 500,000 kg scope 2.
 *     Goals 50% in 2027 and 90% in 2030; reduction is linear in between:
 *       2025 0%      → residual 1,000,000 → cost 1,000 t × 1,500 = 1,500,000
 *       2026 25%     → 375,000 + 375,000 = 750,000 → 1,125,000
 *       2027 50%     → 500,000 → 750,000
 *       2028 63.33%  → 500,000 × 0.6333 = 316,666.7 → 316,667 cut, 183,333 left each → 366,666 → 549,999
 *       2029 76.67%  → 383,333 cut, 116,667 left each → 233,334 → 350,001
 *       2030 90%     → 100,000 → 150,000
 *     Residual total 2,950,000; reductions 6,000,000 − 2,950,000 = 3,050,000; cost 4,425,000.
 *     Every year is covered in full: VCMI Platinum. SBTi: 50% is not above 50%, so not aligned;
 *     the yearly rate to the first goal is 50% / 2 years = 25%.
 */
const caseA = settings({
  baselineYear: 2025,
  baselineEmissions: 1000,
  targetYear: 2030,
  shortTermGoal: { year: 2027, percent: 50 },
  longTermGoal: { year: 2030, percent: 90 },
})

describe('planner engine — golden cases', () => {
  it('A: tonne-for-tonne, neutral scope 1&2, industry split', () => {
    const plan = computePlan(caseA)
    expect(plan.ready).toBe(true)
    expect(plan.years.map((y) => y.residualKg)).toEqual([
      1_000_000, 750_000, 500_000, 366_666, 233_334, 100_000,
    ])
    expect(plan.years.map((y) => y.costCents)).toEqual([
      1_500_000, 1_125_000, 750_000, 549_999, 350_001, 150_000,
    ])
    expect(plan.years[3]!.emissionsKg).toEqual({ scope1: 183_333, scope2: 183_333, scope3: 0 })
    expect(plan.years.every((y) => y.removalKg === 0)).toBe(true)
    expect(plan.totals).toEqual({
      reductionKg: 3_050_000,
      residualKg: 2_950_000,
      removalKg: 0,
      avoidanceKg: 2_950_000,
      costCents: 4_425_000,
    })
    expect(plan.vcmiTier).toBe('platinum')
    expect(plan.sbti).toMatchObject({
      shortTerm: false,
      longTerm: true,
      targetYear: true,
      aligned: false,
    })
    expect(plan.sbti.annualRatePercent).toBe(25)
    expect(plan.targets).toEqual([
      { kind: 'short', year: 2027, residualKg: 500_000 },
      { kind: 'long', year: 2030, residualKg: 100_000 },
    ])
  })

  /*
   * B — carbon fee, removals only, scope 1,2&3 entered as 100 / 100 / 800 t (baseline left 0,
   *     so the entered total 1,000 t is the baseline). Fees 20 EUR (scope 1&2) and 11 EUR
   *     (scope 3); prices removal 100 EUR, avoidance 10 EUR. Goal 50% in 2026.
   *       2025: fee 200 t × 2,000 + 800 t × 1,100 = 400,000 + 880,000 = 1,280,000 cents
   *             → 1,280,000 / 10,000 per t = 128 t = 128,000 kg removals; coverage 12.8%
   *       2026: half the emissions → 640,000 cents → 64,000 kg
   *     Total 192,000 kg removals for 1,920,000 cents. 12.8% covered: VCMI Silver. Both fees
   *     are at least 11 EUR: Climate Label.
   */
  it('B: carbon fee buys removals, Climate Label, VCMI Silver', () => {
    const plan = computePlan(
      settings({
        basis: 'scope123',
        scope1: 100,
        scope2: 100,
        scope3: 800,
        baselineYear: 2025,
        targetYear: 2026,
        approach: 'carbon_fee',
        offsetTarget: 'removals_only',
        feeScope12Cents: 2000,
        feeScope3Cents: 1100,
        longTermGoal: { year: 2026, percent: 50 },
      }),
      { removalCents: 10_000, avoidanceCents: 1000 },
    )
    expect(plan.years.map((y) => [y.removalKg, y.avoidanceKg, y.costCents])).toEqual([
      [128_000, 0, 1_280_000],
      [64_000, 0, 640_000],
    ])
    expect(plan.years[0]!.coveragePercent).toBeCloseTo(12.8)
    expect(plan.totals.costCents).toBe(1_920_000)
    expect(plan.vcmiTier).toBe('silver')
    expect(plan.climateLabel).toBe(true)
    expect(plan.claims).toEqual(['reduction_target', 'contribution', 'vcmi', 'climate_label'])
  })

  /*
   * C — carbon budget 10,000 EUR a year, VCMI Gold mix (20% removals): blended price
   *     0.2 × 15,000 + 0.8 × 1,500 = 4,200 cents a tonne → 1,000,000,000 / 4,200 = 238,095 kg,
   *     of which 47,619 kg removals (714,285 cents) and 190,476 kg avoidance (285,714 cents).
   */
  it('C: carbon budget with the VCMI Gold mix', () => {
    const plan = computePlan(
      settings({
        ...caseA,
        approach: 'carbon_budget',
        offsetTarget: 'vcmi_gold_123',
        budgetCents: 1_000_000,
      }),
    )
    expect(plan.years[0]).toMatchObject({
      removalKg: 47_619,
      avoidanceKg: 190_476,
      costCents: 999_999,
    })
  })

  it('D: the SBTi removal share rises from 10% to 100% over the plan', () => {
    const s = { baselineYear: 2020, targetYear: 2050 }
    expect(creditMix('sbti_removals', 2020, s).removalPercent).toBe(10)
    expect(creditMix('sbti_removals', 2035, s).removalPercent).toBe(55)
    expect(creditMix('sbti_removals', 2050, s).removalPercent).toBe(100)
  })

  it('stays empty until baseline emissions and goals are entered', () => {
    expect(computePlan(defaultPlannerSettings).ready).toBe(false)
    expect(computePlan(settings({ baselineEmissions: 100 })).years).toEqual([])
    expect(computePlan(settings({ longTermGoal: { year: 2040, percent: 90 } })).ready).toBe(false)
  })

  it('an SBTi-aligned plan: above 50% short term, 90% long term, by 2050', () => {
    const plan = computePlan(settings({ ...caseA, shortTermGoal: { year: 2027, percent: 51 } }))
    expect(plan.sbti.aligned).toBe(true)
    expect(plan.claims).toContain('sbti_aligned')
  })
})

describe('planner settings validation', () => {
  it('accepts the defaults and names the field that is wrong', () => {
    expect(plannerSettingsSchema.safeParse(defaultPlannerSettings).success).toBe(true)
    const bad = (over: Partial<PlannerSettings>) =>
      plannerSettingsSchema.safeParse(settings(over)).error?.issues[0]?.path.join('.')
    expect(bad({ scope1: -1 })).toBe('scope1')
    expect(bad({ targetYear: 2020 })).toBe('targetYear')
    expect(bad({ shortTermGoal: { year: 2030, percent: 101 } })).toBe('shortTermGoal.percent')
    expect(bad({ shortTermGoal: { year: 2060, percent: 10 } })).toBe('shortTermGoal.year')
    expect(
      bad({
        shortTermGoal: { year: 2030, percent: 60 },
        longTermGoal: { year: 2040, percent: 50 },
      }),
    ).toBe('longTermGoal.percent')
  })
})
