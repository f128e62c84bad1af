import type { ProjectCard, ProjectListResponse, ProjectType } from '@kelp/core/projects'
import { api } from '@/lib/api-client'

/** Up to three of the best-scored catalogue projects of one credit type. */
export async function fetchFittingProjects(
  type: ProjectType,
  locale: string,
): Promise<ProjectCard[]> {
  const list = await api.get<ProjectListResponse>('/api/projects', {
    query: { type, sort: 'score', perPage: 3, locale: locale === 'de' ? 'de' : 'en' },
  })
  return list.items
}
