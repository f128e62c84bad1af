'use client'

import { useSearchParams } from 'next/navigation'
import { useCallback, useMemo } from 'react'
import { clearedFilters, filtersToSearch, parseFilters, type ProjectFilters } from '../lib/filters'

/**
 * The list filters, read from and written to the URL. A change is a history entry of its own
 * (Back restores it) made with the History API, which Next.js keeps in step with
 * useSearchParams: the list is read again from the API, not the whole page from the server.
 */
export function useFilters() {
  const params = useSearchParams()
  const filters = useMemo(() => parseFilters(new URLSearchParams(params.toString())), [params])

  const go = useCallback((next: ProjectFilters) => {
    window.history.pushState(null, '', `${window.location.pathname}${filtersToSearch(next)}`)
  }, [])

  const update = useCallback(
    (patch: Partial<ProjectFilters>, options: { resetPage?: boolean } = { resetPage: true }) =>
      go({ ...filters, ...patch, ...(options.resetPage ? { page: 1 } : {}) }),
    [filters, go],
  )

  return { filters, update, go, cleared: clearedFilters(filters) }
}
