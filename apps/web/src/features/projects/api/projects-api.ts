import type { ProjectDetail, ProjectEnquiryBody, ProjectListResponse } from '@kelp/core/projects'
import { api } from '@/lib/api-client'
import { apiQuery } from '@/lib/query'
import type { ProjectFilters } from '../lib/filters'

export const PER_PAGE = 12

/** One page of the catalogue for these filters (the comparison is not part of the read). */
export function projectsQuery(filters: ProjectFilters, locale: string) {
  return apiQuery<ProjectListResponse>('/api/projects', {
    locale,
    query: {
      country: filters.country,
      method: filters.method,
      type: filters.type,
      minScore: filters.minScore,
      sort: filters.sort,
      page: filters.page,
      perPage: PER_PAGE,
      view: filters.view,
    },
  })
}

export function projectQuery(slug: string, locale: string) {
  return apiQuery<ProjectDetail>(`/api/projects/${encodeURIComponent(slug)}`, { locale })
}

export function sendEnquiry(projectId: string, body: ProjectEnquiryBody, locale: string) {
  return api.post<{ id: string; status: 'received' }>(
    `/api/projects/${projectId}/enquiries`,
    body,
    { locale },
  )
}
