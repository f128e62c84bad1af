'use client'

import { useSearchParams } from 'next/navigation'
import { useCallback, useMemo } from 'react'
import { usePathname, useRouter } from '@/i18n/navigation'
import { filtersToSearch, parseFilters, type ProjectFilters } from '../lib/filters'

/** The list filters, read from and written to the URL (push, so Back restores them). */
export function useFilters() {
  const params = useSearchParams()
  const router = useRouter()
  const pathname = usePathname()
  const filters = useMemo(() => parseFilters(new URLSearchParams(params.toString())), [params])

  const update = useCallback(
    (patch: Partial<ProjectFilters>, options: { resetPage?: boolean } = { resetPage: true }) => {
      const next = { ...filters, ...patch, ...(options.resetPage ? { page: 1 } : {}) }
      router.push(`${pathname}${filtersToSearch(next)}`, { scroll: false })
    },
    [filters, pathname, router],
  )

  const clear = useCallback(
    () => update({ country: undefined, method: undefined, type: undefined, minScore: undefined }),
    [update],
  )

  return { filters, update, clear }
}
