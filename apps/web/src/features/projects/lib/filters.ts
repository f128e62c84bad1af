import {
  MAX_COMPARE,
  PROJECT_METHODS,
  PROJECT_SORTS,
  PROJECT_TYPES,
  PROJECT_VIEWS,
  type ProjectMethod,
  type ProjectView,
  type ProjectSort,
  type ProjectType,
} from '@kelp/core/projects'

/** The list state kept in the URL (shareable; the back button restores it). */
export interface ProjectFilters {
  country?: string
  method?: ProjectMethod
  type?: ProjectType
  minScore?: number
  sort: ProjectSort
  page: number
  compare: string[]
  /** The marketplace (for sale) or the research view (everything the listing policy keeps out). */
  view?: ProjectView
}

/** Score steps offered in the filter (product.md §2 "score" filter). */
export const SCORE_STEPS = [40, 50, 60, 70] as const

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  list.includes(value as T) ? (value as T) : undefined

/** Reads the filters from search params, dropping anything invalid. */
export function parseFilters(params: URLSearchParams): ProjectFilters {
  const country = params.get('country')
  const minScore = Number(params.get('minScore'))
  const page = Number(params.get('page'))
  return {
    country: country && /^[A-Z]{2}$/.test(country) ? country : undefined,
    method: oneOf(PROJECT_METHODS, params.get('method')),
    type: oneOf(PROJECT_TYPES, params.get('type')),
    minScore: Number.isInteger(minScore) && minScore > 0 && minScore <= 100 ? minScore : undefined,
    sort: oneOf(PROJECT_SORTS, params.get('sort')) ?? 'score',
    page: Number.isInteger(page) && page > 1 ? page : 1,
    compare: (params.get('compare') ?? '').split(',').filter(Boolean).slice(0, MAX_COMPARE),
    view: oneOf(PROJECT_VIEWS, params.get('view')) === 'research' ? 'research' : undefined,
  }
}

/** The filters of a server page's `searchParams` (a repeated key counts once, as the browser's). */
export function filtersFromRecord(
  record: Record<string, string | string[] | undefined>,
): ProjectFilters {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(record)) {
    const first = Array.isArray(value) ? value[0] : value
    if (first !== undefined) params.set(key, first)
  }
  return parseFilters(params)
}

/** The search string for a filter state; defaults are left out so URLs stay short. */
export function filtersToSearch(filters: ProjectFilters): string {
  const params = new URLSearchParams()
  if (filters.country) params.set('country', filters.country)
  if (filters.method) params.set('method', filters.method)
  if (filters.type) params.set('type', filters.type)
  if (filters.minScore) params.set('minScore', String(filters.minScore))
  if (filters.sort !== 'score') params.set('sort', filters.sort)
  if (filters.page > 1) params.set('page', String(filters.page))
  if (filters.compare.length) params.set('compare', filters.compare.join(','))
  if (filters.view === 'research') params.set('view', 'research')
  const search = params.toString()
  return search ? `?${search}` : ''
}

/** The same list without its filters: sort and comparison stay, the page starts again. */
export function clearedFilters(f: ProjectFilters): ProjectFilters {
  return { sort: f.sort, page: 1, compare: f.compare, view: f.view }
}

export function hasActiveFilters(f: ProjectFilters): boolean {
  return Boolean(f.country || f.method || f.type || f.minScore)
}

/** Adds or removes a project from the comparison, keeping at most three. */
export function toggleCompare(list: string[], slug: string): string[] {
  if (list.includes(slug)) return list.filter((s) => s !== slug)
  return list.length >= MAX_COMPARE ? list : [...list, slug]
}
