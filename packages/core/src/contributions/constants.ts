/**
 * Climate-contribution constants (product.md §3, §4, §9). Every factor is explained, with its
 * source, in README.md next to this file.
 */

/** The 19 industry options of the business calculator (product.md §3), in product.md's order. */
export const INDUSTRIES = [
  'agriculture_fishing',
  'mining_quarrying',
  'manufacturing',
  'energy_utilities',
  'water_waste_management',
  'construction',
  'retail_wholesale',
  'transport_logistics',
  'hospitality_food_services',
  'information_communication',
  'financial_insurance',
  'real_estate',
  'professional_technical_services',
  'administrative_services',
  'government_public_sector',
  'education',
  'healthcare_social_work',
  'arts_entertainment_recreation',
  'other_industry',
] as const
export type Industry = (typeof INDUSTRIES)[number]

/** product.md §4: frequency is monthly or once-off. */
export const FREQUENCIES = ['monthly', 'once-off'] as const
/** product.md §4: footprint mode is personal, business or custom amount. */
export const EMISSION_TYPES = ['personal', 'business', 'custom'] as const
/** product.md §4: contribution statuses. */
export const CONTRIBUTION_STATUSES = ['paid', 'pending', 'draft', 'failed', 'unknown'] as const

/** Umweltbundesamt CO2-Rechner: average German per-capita footprint, kg CO2e a year. */
export const ADULT_KG_PER_YEAR = 10_300
/** Kelp's child factor (README: shares the household's home and car), kg CO2e a year. */
export const CHILD_KG_PER_YEAR = 5_000

/**
 * Direct emissions per employee by industry, kg CO2e a year (README: German air-emission
 * accounts by economic section divided by persons employed in that section).
 */
export const INDUSTRY_KG_PER_EMPLOYEE: Record<Industry, number> = {
  agriculture_fishing: 110_000,
  mining_quarrying: 120_000,
  manufacturing: 21_000,
  energy_utilities: 750_000,
  water_waste_management: 45_000,
  construction: 3_000,
  retail_wholesale: 2_600,
  transport_logistics: 21_000,
  hospitality_food_services: 1_900,
  information_communication: 700,
  financial_insurance: 600,
  real_estate: 4_000,
  professional_technical_services: 1_000,
  administrative_services: 800,
  government_public_sector: 1_900,
  education: 1_000,
  healthcare_social_work: 1_000,
  arts_entertainment_recreation: 1_500,
  other_industry: 1_500,
}

/** Input bounds (product.md §5 leaves numeric bounds open; README explains the choice). */
export const ADULTS_MIN = 1
export const ADULTS_MAX = 20
export const CHILDREN_MIN = 0
export const CHILDREN_MAX = 20
export const EMPLOYEES_MIN = 1
export const EMPLOYEES_MAX = 100_000
export const CUSTOM_TONNES_MIN = 1
export const CUSTOM_TONNES_MAX = 100_000

/** product.md §9: above this many tonnes a year the checkout offers a tailored portfolio. */
export const TAILORED_THRESHOLD_TONNES = 500

/** Contributions are charged in euros. */
export const CONTRIBUTION_CURRENCY = 'eur'

/** Magic links (dashboard access) expire after this many minutes and work once. */
export const MAGIC_LINK_TTL_MINUTES = 30
/** The dashboard session a magic link opens lasts this long. */
export const DASHBOARD_SESSION_TTL_MINUTES = 60
/** The header that carries the dashboard token on the dashboard's calls. */
export const DASHBOARD_TOKEN_HEADER = 'X-Contribution-Token'
/**
 * Where the web server keeps the dashboard token for its own pages: an HttpOnly cookie that page
 * scripts cannot read (docs/decisions/137).
 */
export const DASHBOARD_TOKEN_COOKIE = 'contributionToken'
