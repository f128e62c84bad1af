import { PLANNER_SLUG } from '../../../config/navbar'

export type PlaceholderKind = 'projects-list' | 'project-detail' | 'planner' | 'portfolio' | 'blank'

/** product.md §2 "Loading placeholders during client navigation": chosen by the target path, in order. */
export function placeholderFor(pathname: string): PlaceholderKind {
  const path = pathname.replace(/\/+$/, '')
  if (path.endsWith('/projects')) return 'projects-list'
  if (path.includes('projects/')) return 'project-detail'
  if (path.includes(PLANNER_SLUG)) return 'planner'
  if (path.includes('portfolio')) return 'portfolio'
  return 'blank'
}
