/** Mix categories (product.md §3 Portfolio) plus the catalogue's further methods. */
export const PROJECT_METHODS = [
  'biochar',
  'regenerative-agriculture',
  'peatland-restoration',
  'redd-plus',
  'afforestation-reforestation',
  'refrigerants',
  'mangrove',
  'peatland',
  'enhanced-weathering',
  'soil',
  'direct-air-capture',
  'mineral-storage',
  'ocean',
  'clean-energy',
  'methane',
] as const
export type ProjectMethod = (typeof PROJECT_METHODS)[number]

/** product.md §3 Project type: Carbon Removal, Carbon Avoidance, Carbon Removal & Avoidance. */
export const PROJECT_TYPES = ['removal', 'avoidance', 'removal-avoidance'] as const
export type ProjectType = (typeof PROJECT_TYPES)[number]

export const PROJECT_SORTS = ['score', 'price', 'credits'] as const
export type ProjectSort = (typeof PROJECT_SORTS)[number]

export const PROJECT_STATUSES = [
  'proposal',
  'listed',
  'validated',
  'under-validation',
  'under-development',
] as const
export type ProjectStatus = (typeof PROJECT_STATUSES)[number]

export const DEFAULT_PER_PAGE = 12
export const MAX_PER_PAGE = 48
/** product.md §2: the compare view shows up to three projects side by side. */
export const MAX_COMPARE = 3

/** A project's location map, drawn from its facts by apps/web/scripts/project-visuals.mjs. */
export function projectVisualUrl(slug: string): string {
  return `/images/projects/${slug}.svg`
}

/**
 * The catalogue records storage that lasts geological time (enhanced weathering's carbonates,
 * direct air capture into rock) as 10,000 years, the convention for "permanent": pages show
 * such figures as "10,000+ years (permanent)" rather than as an exact span.
 */
export const PERMANENT_STORAGE_YEARS = 10_000
