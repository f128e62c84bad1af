'use client'

import { useCallback, useMemo, useSyncExternalStore } from 'react'
import { clearedFilters, filtersToSearch, parseFilters, type ProjectFilters } from '../lib/filters'

const listeners = new Set<() => void>()

function subscribe(listener: () => void) {
  listeners.add(listener)
  window.addEventListener('popstate', listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('popstate', listener)
  }
}

/**
 * The list filters, read from and written to the URL. A change is a history entry of its own
 * (Back restores it) made with the History API, which Next.js keeps in its router: the list is
 * read again from the API, not the whole page from the server. `serverSearch`: the query the
 * server rendered with, so the first render (and the HTML) shows that page of results.
 */
export function useFilters(serverSearch: string) {
  const search = useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => serverSearch,
  )
  const filters = useMemo(() => parseFilters(new URLSearchParams(search)), [search])

  const go = useCallback((next: ProjectFilters) => {
    window.history.pushState(null, '', `${window.location.pathname}${filtersToSearch(next)}`)
    for (const listener of listeners) listener()
  }, [])

  const update = useCallback(
    (patch: Partial<ProjectFilters>, options: { resetPage?: boolean } = { resetPage: true }) =>
      go({ ...filters, ...patch, ...(options.resetPage ? { page: 1 } : {}) }),
    [filters, go],
  )

  return { filters, update, go, cleared: clearedFilters(filters) }
}
