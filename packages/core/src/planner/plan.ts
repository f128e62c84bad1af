import {
  climateLabelEligible,
  sbtiCheck,
  vcmiTier,
  type ClaimId,
  type SbtiCheck,
  type VcmiTier,
} from './assess'
import {
  computeYears,
  defaultCreditPrices,
  sortedGoals,
  type CreditPrices,
  type PlanYear,
} from './engine'
import type { PlannerSettings } from './schemas'

export interface PlanTotals {
  reductionKg: number
  residualKg: number
  removalKg: number
  avoidanceKg: number
  costCents: number
}

export interface Plan {
  /** False until baseline emissions and at least one reduction goal are entered (product.md §4). */
  ready: boolean
  years: PlanYear[]
  totals: PlanTotals
  /** Residual emissions each goal aims for: the chart's target lines. */
  targets: { kind: 'short' | 'long'; year: number; residualKg: number }[]
  /** The tier held in every year of the plan. */
  vcmiTier: VcmiTier
  sbti: SbtiCheck
  climateLabel: boolean
  claims: ClaimId[]
}

export function isPlanReady(s: PlannerSettings): boolean {
  return s.baselineEmissions + s.scope1 + s.scope2 + s.scope3 > 0 && sortedGoals(s).length > 0
}

/** The whole strategy from the settings: pure, no I/O, about 30 µs for 30 years. */
export function computePlan(s: PlannerSettings, prices: CreditPrices = defaultCreditPrices): Plan {
  const ready = isPlanReady(s)
  const years = ready ? computeYears(s, prices) : []
  const totals: PlanTotals = {
    reductionKg: 0,
    residualKg: 0,
    removalKg: 0,
    avoidanceKg: 0,
    costCents: 0,
  }
  let minCoverage = Infinity
  for (const y of years) {
    totals.reductionKg += y.reductionKg
    totals.residualKg += y.residualKg
    totals.removalKg += y.removalKg
    totals.avoidanceKg += y.avoidanceKg
    totals.costCents += y.costCents
    minCoverage = Math.min(minCoverage, y.coveragePercent)
  }
  const baselineKg = years[0]?.baselineKg ?? 0
  const targets = (
    [
      ['short', s.shortTermGoal],
      ['long', s.longTermGoal],
    ] as const
  ).flatMap(([kind, goal]) =>
    goal && ready
      ? [{ kind, year: goal.year, residualKg: Math.round(baselineKg * (1 - goal.percent / 100)) }]
      : [],
  )
  const tier = ready ? vcmiTier(minCoverage) : 'none'
  const sbti = sbtiCheck(s)
  const climateLabel = climateLabelEligible(s)
  const claims: ClaimId[] = []
  if (ready) claims.push('reduction_target')
  if (ready && sbti.aligned) claims.push('sbti_aligned')
  if (totals.removalKg + totals.avoidanceKg > 0) claims.push('contribution')
  if (tier !== 'none') claims.push('vcmi')
  if (climateLabel) claims.push('climate_label')
  return { ready, years, totals, targets, vcmiTier: tier, sbti, climateLabel, claims }
}
