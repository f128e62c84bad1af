'use client'

import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useLocale } from 'next-intl'
import { projectsQuery } from '../api/projects-api'
import type { ProjectFilters } from '../lib/filters'

/** The list for the current filters; the last result stays on screen while the next one loads. */
export function useProjects(filters: ProjectFilters) {
  const locale = useLocale()
  return useQuery({ ...projectsQuery(filters, locale), placeholderData: keepPreviousData })
}
