import { z } from 'zod'
import {
  CLIMATE_LABEL_MIN_FEE_CENTS,
  PLANNER_MAX_BUDGET_CENTS,
  PLANNER_MAX_FEE_CENTS,
  PLANNER_MAX_TONNES,
  PLANNER_MAX_YEAR,
  PLANNER_MIN_YEAR,
} from './constants'

export const emissionsBasisSchema = z
  .enum(['scope12', 'scope123'])
  .describe('Which scopes the plan covers: scope 1&2 only, or scope 1, 2&3')
export const approachSchema = z
  .enum(['tonne_for_tonne', 'carbon_fee', 'carbon_budget'])
  .describe('Tonne-for-tonne, or money-for-tonne set by a carbon fee or a carbon budget')
export const offsetTargetSchema = z
  .enum(['neutral_12', 'neutral_123', 'vcmi_gold_123', 'sbti_removals', 'removals_only'])
  .describe('Offset target (product.md §4)')

export type EmissionsBasis = z.infer<typeof emissionsBasisSchema>
export type Approach = z.infer<typeof approachSchema>
export type OffsetTarget = z.infer<typeof offsetTargetSchema>

const year = z.int().min(PLANNER_MIN_YEAR).max(PLANNER_MAX_YEAR)
const tonnes = z.number().min(0).max(PLANNER_MAX_TONNES)

export const reductionGoalSchema = z
  .object({
    year: year.describe('Year the goal is reached'),
    percent: z.number().min(0).max(100).describe('Reduction against the baseline, percent'),
  })
  .describe('A reduction goal')
export type ReductionGoal = z.infer<typeof reductionGoalSchema>

const settingsShape = z.object({
  scope1: tonnes.describe('Scope 1 emissions, t CO2e a year'),
  scope2: tonnes.describe('Scope 2 emissions, t CO2e a year'),
  scope3: tonnes.describe('Scope 3 emissions, t CO2e a year'),
  basis: emissionsBasisSchema,
  baselineYear: year.describe('Baseline year'),
  baselineEmissions: tonnes.describe('Baseline emissions, t CO2e'),
  targetYear: year.describe('Net zero target year'),
  approach: approachSchema,
  offsetTarget: offsetTargetSchema,
  feeScope12Cents: z
    .int()
    .min(0)
    .max(PLANNER_MAX_FEE_CENTS)
    .describe('Carbon fee for scope 1&2, EUR cents a tonne'),
  feeScope3Cents: z
    .int()
    .min(0)
    .max(PLANNER_MAX_FEE_CENTS)
    .describe('Carbon fee for scope 3, EUR cents a tonne'),
  budgetCents: z
    .int()
    .min(0)
    .max(PLANNER_MAX_BUDGET_CENTS)
    .describe('Yearly carbon budget, EUR cents'),
  shortTermGoal: reductionGoalSchema.nullable().describe('Short-term reduction goal'),
  longTermGoal: reductionGoalSchema.nullable().describe('Long-term reduction goal'),
})

/** Planner settings (product.md §3), with the cross-field rules (years in order, goals rising). */
export const plannerSettingsSchema = settingsShape
  .superRefine((s, ctx) => {
    if (s.targetYear <= s.baselineYear)
      ctx.addIssue({
        code: 'custom',
        path: ['targetYear'],
        message: 'must be after the baseline year',
      })
    const goals = [
      ['shortTermGoal', s.shortTermGoal],
      ['longTermGoal', s.longTermGoal],
    ] as const
    for (const [key, goal] of goals) {
      if (goal && (goal.year <= s.baselineYear || goal.year > s.targetYear))
        ctx.addIssue({
          code: 'custom',
          path: [key, 'year'],
          message: 'must be after the baseline year and no later than the target year',
        })
    }
    if (s.shortTermGoal && s.longTermGoal) {
      if (s.longTermGoal.year < s.shortTermGoal.year)
        ctx.addIssue({
          code: 'custom',
          path: ['longTermGoal', 'year'],
          message: 'must not be before the short-term year',
        })
      if (s.longTermGoal.percent < s.shortTermGoal.percent)
        ctx.addIssue({
          code: 'custom',
          path: ['longTermGoal', 'percent'],
          message: 'must not be below the short-term goal',
        })
    }
  })
  .describe('Planner settings')
export type PlannerSettings = z.infer<typeof plannerSettingsSchema>

/** What a new planner starts with (product.md §3: scope 3 defaults to 0). */
export const defaultPlannerSettings: PlannerSettings = {
  scope1: 0,
  scope2: 0,
  scope3: 0,
  basis: 'scope12',
  baselineYear: 2024,
  baselineEmissions: 0,
  targetYear: 2050,
  approach: 'tonne_for_tonne',
  offsetTarget: 'neutral_12',
  feeScope12Cents: CLIMATE_LABEL_MIN_FEE_CENTS,
  feeScope3Cents: CLIMATE_LABEL_MIN_FEE_CENTS,
  budgetCents: 0,
  shortTermGoal: null,
  longTermGoal: null,
}

const priceSourceSchema = z.enum(['on_sale', 'estimate'])

const supplyLotSchema = z.object({
  deliveryYear: z.number().int().nullable().describe('null: issued, on sale now'),
  tonnes: z.number().int().positive(),
  valueCents: z.number().int().describe('Sum of tonnes × price per tonne, EUR cents'),
})

export const plannerSettingsResponseSchema = z
  .object({
    settings: plannerSettingsSchema,
    tutorialSeen: z.boolean().describe('Whether the user has finished or skipped the tutorial'),
    updatedAt: z.string().nullable().describe('Last save, ISO 8601; null before the first save'),
    prices: z
      .object({
        removalCents: z
          .number()
          .int()
          .positive()
          .describe('Tonne-weighted mean price of the removal credits on sale'),
        avoidanceCents: z
          .number()
          .int()
          .positive()
          .describe('Tonne-weighted mean price of the avoidance credits on sale'),
        sources: z
          .object({ removal: priceSourceSchema, avoidance: priceSourceSchema })
          .describe('on_sale: from the credits on sale; estimate: none on sale, reference price'),
      })
      .describe('Prices per tonne (EUR cents) the plan is costed with'),
    supply: z
      .object({ removal: z.array(supplyLotSchema), avoidance: z.array(supplyLotSchema) })
      .describe('Credits on sale now (issued) and forward by delivery year, per type'),
  })
  .describe('The signed-in user’s planner settings')
export type PlannerSettingsResponse = z.infer<typeof plannerSettingsResponseSchema>

export const plannerSettingsUpdateSchema = z
  .object({
    settings: plannerSettingsSchema,
    tutorialSeen: z.boolean().optional().describe('Set when the tutorial is finished or skipped'),
  })
  .describe('Planner settings to save')
export type PlannerSettingsUpdate = z.infer<typeof plannerSettingsUpdateSchema>
