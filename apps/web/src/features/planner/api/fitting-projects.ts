import type { ProjectListResponse, ProjectType } from '@kelp/core/projects'
import { apiQuery } from '@/lib/query'

/** Up to three of the best-scored projects of one credit type that have credits on sale. */
export function fittingProjectsQuery(type: ProjectType, locale: string) {
  return apiQuery<ProjectListResponse>('/api/projects', {
    locale,
    query: {
      type,
      onSale: 'true',
      sort: 'score',
      perPage: 3,
      locale: locale === 'de' ? 'de' : 'en',
    },
  })
}
