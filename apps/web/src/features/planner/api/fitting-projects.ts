import type { ProjectListResponse, ProjectType } from '@kelp/core/projects'
import { apiQuery } from '@/lib/query'

/** Up to three of the best-scored catalogue projects of one credit type. */
export function fittingProjectsQuery(type: ProjectType, locale: string) {
  return apiQuery<ProjectListResponse>('/api/projects', {
    locale,
    query: { type, sort: 'score', perPage: 3, locale: locale === 'de' ? 'de' : 'en' },
  })
}
