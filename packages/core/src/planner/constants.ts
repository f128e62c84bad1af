/**
 * Every number the planner uses, with where it comes from: docs/product.md and the outside
 * sources named beside each number.
 */

/** product.md §9 "Climate targets" (SBTi Corporate Net-Zero Standard): near-term goal above 50%. */
export const SBTI_SHORT_TERM_MIN_PERCENT = 50
/** product.md §5 "Planner hints", §9 (SBTi Net-Zero Standard): at least 90% reduction long term. */
export const SBTI_LONG_TERM_MIN_PERCENT = 90
/** product.md §5, §9 (SBTi Net-Zero Standard): net zero no later than 2050. */
export const SBTI_LATEST_TARGET_YEAR = 2050
/** product.md §9 (SBTi, IPCC SR1.5 pathway): 4.2% linear annual reduction for 1.5 °C. */
export const ANNUAL_REDUCTION_1_5C_PERCENT = 4.2
/** product.md §9: a typical SBTi-approved company reduces 8.8% a year, linearly. */
export const ANNUAL_REDUCTION_TYPICAL_PERCENT = 8.8

/** product.md §9 "VCMI tiers" (VCMI Claims Code of Practice, as product.md §9 states it): share of yearly emissions covered. */
export const VCMI_SILVER_MIN_PERCENT = 10
export const VCMI_GOLD_MIN_PERCENT = 50
export const VCMI_PLATINUM_MIN_PERCENT = 100

/** product.md §9 "Climate Label": minimum carbon fee of 11 EUR per tonne for all scopes, in cents. */
export const CLIMATE_LABEL_MIN_FEE_CENTS = 1100

/** product.md §3 "Planner settings": default industry split of emissions across scopes 1, 2, 3. */
export const DEFAULT_SCOPE_SPLIT_PERCENT = { scope1: 6, scope2: 6, scope3: 88 } as const

/**
 * Reference prices per tonne (EUR cents) when the catalogue has none for a type. Kelp's
 * own assumption (ARCHITECTURE: the planner prices from the catalogue); in the range of
 * 2024 market reports (avoidance ≈ 5–20 EUR, durable removals ≈ 100–400 EUR).
 */
export const DEFAULT_REMOVAL_PRICE_CENTS = 15000
export const DEFAULT_AVOIDANCE_PRICE_CENTS = 1500

/**
 * Removal share of the credit mix in the baseline year for the SBTi-aligned target; it rises
 * linearly to 100% in the target year (SBTi Net-Zero Standard: residual emissions are
 * neutralised with removals at net zero). Kelp's own starting point.
 */
export const SBTI_REMOVALS_START_SHARE_PERCENT = 10
/** VCMI Gold mix: Kelp's own choice of a 20% removal share alongside avoidance. */
export const VCMI_GOLD_REMOVAL_SHARE_PERCENT = 20

/** Bounds the settings accept (product.md §5 says numeric bounds are "not shown"; Kelp's choice). */
export const PLANNER_MIN_YEAR = 1990
export const PLANNER_MAX_YEAR = 2100
/** Largest emissions figure accepted, t CO2e a year (well above the largest emitters). */
export const PLANNER_MAX_TONNES = 1_000_000_000
/** Largest fee, EUR cents a tonne, and largest yearly budget, EUR cents. */
export const PLANNER_MAX_FEE_CENTS = 10_000_000
export const PLANNER_MAX_BUDGET_CENTS = 100_000_000_000_000

export const KG_PER_TONNE = 1000
