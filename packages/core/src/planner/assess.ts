import {
  ANNUAL_REDUCTION_1_5C_PERCENT,
  ANNUAL_REDUCTION_TYPICAL_PERCENT,
  CLIMATE_LABEL_MIN_FEE_CENTS,
  SBTI_LATEST_TARGET_YEAR,
  SBTI_LONG_TERM_MIN_PERCENT,
  SBTI_SHORT_TERM_MIN_PERCENT,
  VCMI_GOLD_MIN_PERCENT,
  VCMI_PLATINUM_MIN_PERCENT,
  VCMI_SILVER_MIN_PERCENT,
} from './constants'
import type { PlannerSettings } from './schemas'

export type VcmiTier = 'none' | 'silver' | 'gold' | 'platinum'

/** VCMI tier for a share of yearly emissions covered by credits (product.md §9). */
export function vcmiTier(coveragePercent: number): VcmiTier {
  if (coveragePercent >= VCMI_PLATINUM_MIN_PERCENT) return 'platinum'
  if (coveragePercent >= VCMI_GOLD_MIN_PERCENT) return 'gold'
  if (coveragePercent >= VCMI_SILVER_MIN_PERCENT) return 'silver'
  return 'none'
}

export interface SbtiCheck {
  /** Short-term goal above 50% (product.md §5, §9). */
  shortTerm: boolean
  /** Long-term goal at least 90%. */
  longTerm: boolean
  /** Net zero target year no later than 2050. */
  targetYear: boolean
  /** Linear yearly reduction to the first goal, percent; null without goals. */
  annualRatePercent: number | null
  meets1_5C: boolean
  meetsTypical: boolean
  aligned: boolean
}

export function sbtiCheck(s: PlannerSettings): SbtiCheck {
  const first = [s.shortTermGoal, s.longTermGoal].find((g) => g !== null) ?? null
  const annualRatePercent = first ? first.percent / (first.year - s.baselineYear) : null
  const shortTerm = (s.shortTermGoal?.percent ?? 0) > SBTI_SHORT_TERM_MIN_PERCENT
  const longTerm = (s.longTermGoal?.percent ?? 0) >= SBTI_LONG_TERM_MIN_PERCENT
  const targetYear = s.targetYear <= SBTI_LATEST_TARGET_YEAR
  return {
    shortTerm,
    longTerm,
    targetYear,
    annualRatePercent,
    meets1_5C: (annualRatePercent ?? 0) >= ANNUAL_REDUCTION_1_5C_PERCENT,
    meetsTypical: (annualRatePercent ?? 0) >= ANNUAL_REDUCTION_TYPICAL_PERCENT,
    aligned: shortTerm && longTerm && targetYear,
  }
}

/** Climate Label: a carbon fee of at least 11 EUR a tonne on every scope in the plan (product.md §9). */
export function climateLabelEligible(s: PlannerSettings): boolean {
  if (s.approach !== 'carbon_fee') return false
  const scope3Ok = s.basis === 'scope12' || s.feeScope3Cents >= CLIMATE_LABEL_MIN_FEE_CENTS
  return s.feeScope12Cents >= CLIMATE_LABEL_MIN_FEE_CENTS && scope3Ok
}

/**
 * Claims a plan supports. Worded in the UI within EU Directive 2024/825: no claim that the
 * company or a product is neutral because of offsets; contributions and reduction targets
 * with an implementation plan are allowed.
 */
export type ClaimId =
  'reduction_target' | 'sbti_aligned' | 'contribution' | 'vcmi' | 'climate_label'
