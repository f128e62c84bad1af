import type { ProjectDetail, ProjectEnquiryBody, ProjectListResponse } from '@kelp/core/projects'
import { api } from '@/lib/api-client'
import type { ProjectFilters } from '../lib/filters'

export const PER_PAGE = 12

export function fetchProjects(filters: ProjectFilters, locale: string, signal?: AbortSignal) {
  return api.get<ProjectListResponse>('/api/projects', {
    query: {
      country: filters.country,
      method: filters.method,
      type: filters.type,
      minScore: filters.minScore,
      sort: filters.sort,
      page: filters.page,
      perPage: PER_PAGE,
    },
    locale,
    signal,
  })
}

export function fetchProject(slug: string, locale: string, signal?: AbortSignal) {
  return api.get<ProjectDetail>(`/api/projects/${encodeURIComponent(slug)}`, { locale, signal })
}

export function sendEnquiry(projectId: string, body: ProjectEnquiryBody, locale: string) {
  return api.post<{ id: string; status: 'received' }>(
    `/api/projects/${projectId}/enquiries`,
    body,
    { locale },
  )
}
