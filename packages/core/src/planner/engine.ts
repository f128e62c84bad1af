import {
  DEFAULT_AVOIDANCE_PRICE_CENTS,
  DEFAULT_REMOVAL_PRICE_CENTS,
  DEFAULT_SCOPE_SPLIT_PERCENT,
  KG_PER_TONNE,
  SBTI_REMOVALS_START_SHARE_PERCENT,
  VCMI_GOLD_MIN_PERCENT,
  VCMI_GOLD_REMOVAL_SHARE_PERCENT,
} from './constants'
import type { OffsetTarget, PlannerSettings, ReductionGoal } from './schemas'

/** Catalogue prices per tonne, EUR cents (the API passes catalogue averages). */
export interface CreditPrices {
  removalCents: number
  avoidanceCents: number
}

export const defaultCreditPrices: CreditPrices = {
  removalCents: DEFAULT_REMOVAL_PRICE_CENTS,
  avoidanceCents: DEFAULT_AVOIDANCE_PRICE_CENTS,
}

/** One year of the plan. Quantities in integer kilograms CO2e, money in integer EUR cents. */
export interface PlanYear {
  year: number
  reductionPercent: number
  emissionsKg: { scope1: number; scope2: number; scope3: number }
  baselineKg: number
  reductionKg: number
  residualKg: number
  removalKg: number
  avoidanceKg: number
  costCents: number
  /** Credits as a share of that year's residual emissions, percent. */
  coveragePercent: number
}

type ScopeKg = PlanYear['emissionsKg']

/** Splits the baseline across the scopes in the basis: entered figures, else the industry split. */
export function baselineByScope(s: PlannerSettings): ScopeKg {
  const withScope3 = s.basis === 'scope123'
  const entered = s.scope1 + s.scope2 + (withScope3 ? s.scope3 : 0)
  const weights =
    entered > 0
      ? { scope1: s.scope1, scope2: s.scope2, scope3: withScope3 ? s.scope3 : 0 }
      : {
          ...DEFAULT_SCOPE_SPLIT_PERCENT,
          scope3: withScope3 ? DEFAULT_SCOPE_SPLIT_PERCENT.scope3 : 0,
        }
  const totalWeight = weights.scope1 + weights.scope2 + weights.scope3
  const totalKg = Math.round(
    (s.baselineEmissions > 0 ? s.baselineEmissions : entered) * KG_PER_TONNE,
  )
  const scope1 = Math.round((totalKg * weights.scope1) / totalWeight)
  if (!withScope3) return { scope1, scope2: totalKg - scope1, scope3: 0 }
  const scope2 = Math.round((totalKg * weights.scope2) / totalWeight)
  return { scope1, scope2, scope3: totalKg - scope1 - scope2 }
}

/** Reduction against the baseline in a year: linear between the goals, held after the last. */
export function reductionPercentIn(
  year: number,
  baselineYear: number,
  goals: readonly ReductionGoal[],
): number {
  let from = { year: baselineYear, percent: 0 }
  for (const goal of goals) {
    if (year <= goal.year) {
      const span = goal.year - from.year
      return span <= 0
        ? goal.percent
        : from.percent + ((goal.percent - from.percent) * (year - from.year)) / span
    }
    from = goal
  }
  return from.percent
}

/** Removal share of the credit mix (percent) and the share of residual emissions to cover. */
export function creditMix(
  target: OffsetTarget,
  year: number,
  s: Pick<PlannerSettings, 'baselineYear' | 'targetYear'>,
): { removalPercent: number; coverPercent: number; scope3: boolean } {
  switch (target) {
    case 'neutral_12':
      return { removalPercent: 0, coverPercent: 100, scope3: false }
    case 'neutral_123':
      return { removalPercent: 0, coverPercent: 100, scope3: true }
    case 'vcmi_gold_123':
      return {
        removalPercent: VCMI_GOLD_REMOVAL_SHARE_PERCENT,
        coverPercent: VCMI_GOLD_MIN_PERCENT,
        scope3: true,
      }
    case 'sbti_removals': {
      const progress = (year - s.baselineYear) / (s.targetYear - s.baselineYear)
      const start = SBTI_REMOVALS_START_SHARE_PERCENT
      return { removalPercent: start + (100 - start) * progress, coverPercent: 100, scope3: true }
    }
    case 'removals_only':
      return { removalPercent: 100, coverPercent: 100, scope3: true }
  }
}

export function sortedGoals(s: PlannerSettings): ReductionGoal[] {
  return [s.shortTermGoal, s.longTermGoal]
    .filter((g): g is ReductionGoal => g !== null)
    .sort((a, b) => a.year - b.year)
}

/** Computes the year-by-year strategy from the baseline year to the net zero target year. */
export function computeYears(
  s: PlannerSettings,
  prices: CreditPrices = defaultCreditPrices,
): PlanYear[] {
  const base = baselineByScope(s)
  const goals = sortedGoals(s)
  const years: PlanYear[] = []
  for (let year = s.baselineYear; year <= s.targetYear; year++) {
    const reductionPercent = reductionPercentIn(year, s.baselineYear, goals)
    const cut = (kg: number) => kg - Math.round((kg * reductionPercent) / 100)
    const emissionsKg = {
      scope1: cut(base.scope1),
      scope2: cut(base.scope2),
      scope3: cut(base.scope3),
    }
    const baselineKg = base.scope1 + base.scope2 + base.scope3
    const residual12 = emissionsKg.scope1 + emissionsKg.scope2
    const residualKg = residual12 + emissionsKg.scope3
    const mix = creditMix(s.offsetTarget, year, s)
    const share = mix.removalPercent / 100
    let creditsKg: number
    if (s.approach === 'tonne_for_tonne') {
      const covered = mix.scope3 ? residualKg : residual12
      creditsKg = Math.ceil((covered * mix.coverPercent) / 100)
    } else {
      const feeCents =
        Math.round((residual12 * s.feeScope12Cents) / KG_PER_TONNE) +
        Math.round((emissionsKg.scope3 * s.feeScope3Cents) / KG_PER_TONNE)
      const spend = s.approach === 'carbon_fee' ? feeCents : s.budgetCents
      const blended = share * prices.removalCents + (1 - share) * prices.avoidanceCents
      creditsKg = blended > 0 ? Math.floor((spend * KG_PER_TONNE) / blended) : 0
    }
    const removalKg = Math.round(creditsKg * share)
    const avoidanceKg = creditsKg - removalKg
    const costCents =
      Math.round((removalKg * prices.removalCents) / KG_PER_TONNE) +
      Math.round((avoidanceKg * prices.avoidanceCents) / KG_PER_TONNE)
    years.push({
      year,
      reductionPercent,
      emissionsKg,
      baselineKg,
      reductionKg: baselineKg - residualKg,
      residualKg,
      removalKg,
      avoidanceKg,
      costCents,
      coveragePercent: residualKg > 0 ? (creditsKg * 100) / residualKg : 100,
    })
  }
  return years
}
