'use client'

import type { ProjectListResponse } from '@kelp/core/projects'
import { useLocale } from 'next-intl'
import { startTransition, useEffect, useState } from 'react'
import { fetchProjects } from '../api/projects-api'
import type { ProjectFilters } from '../lib/filters'

type State =
  | { status: 'loading'; data?: ProjectListResponse }
  | { status: 'ready'; data: ProjectListResponse }
  | { status: 'error'; data?: ProjectListResponse }

/** Loads the list for the current filters; keeps the last result while the next one loads. */
export function useProjects(filters: ProjectFilters) {
  const locale = useLocale()
  const [state, setState] = useState<State>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  const { country, method, type, minScore, sort, page } = filters

  useEffect(() => {
    const controller = new AbortController()
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a new filter starts a new request: say so while the last list stays shown.
    setState((s) => ({ status: 'loading', data: s.data }))
    fetchProjects(
      { country, method, type, minScore, sort, page, compare: [] },
      locale,
      controller.signal,
    )
      // A transition: the list renders in slices, not one long task.
      .then((data) => startTransition(() => setState({ status: 'ready', data })))
      .catch(() => {
        if (!controller.signal.aborted) setState((s) => ({ status: 'error', data: s.data }))
      })
    return () => controller.abort()
  }, [country, method, type, minScore, sort, page, locale, attempt])

  return { ...state, retry: () => setAttempt((n) => n + 1) }
}
