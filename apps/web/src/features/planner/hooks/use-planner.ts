'use client'

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useLocale } from 'next-intl'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import {
  computePlan,
  defaultPlannerSettings,
  supplyPrices,
  type CreditSupply,
  plannerSettingsSchema,
  type PlannerSettings,
} from '@kelp/core/planner'
import { ApiError } from '@/lib/api-client'
import { plannerSettingsQuery, savePlannerSettings } from '../api/planner-settings'
import { AUTOSAVE_DELAY_MS } from '../constants'

export type SaveState = 'idle' | 'saving' | 'saved' | 'error'

const NO_SUPPLY: CreditSupply = { removal: [], avoidance: [] }
const FALLBACK_PRICES = supplyPrices(NO_SUPPLY)

/** Issue paths of invalid settings, e.g. `longTermGoal.percent`; empty when valid. */
export function invalidFields(settings: PlannerSettings): string[] {
  const result = plannerSettingsSchema.safeParse(settings)
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'))
}

/**
 * The user's settings (read once, handed over by the server render when it could), the plan
 * recomputed on every edit, and autosave of valid settings. Edits live here until saved; a
 * save's answer becomes the cached read, so the screen shown again starts from it.
 */
export function usePlanner() {
  const locale = useLocale()
  const query = plannerSettingsQuery(locale)
  const read = useQuery(query)
  const client = useQueryClient()
  const [edited, setEdited] = useState<PlannerSettings | null>(null)
  const [seen, setSeen] = useState<boolean | null>(null)
  const [saveState, setSaveState] = useState<SaveState>('idle')
  const settings = edited ?? read.data?.settings ?? defaultPlannerSettings
  const tutorialSeen = seen ?? read.data?.tutorialSeen ?? true
  // Before the read arrives nothing is known to be on sale, so prices are marked as estimates.
  const supply = read.data?.supply ?? NO_SUPPLY
  const prices = read.data?.prices ?? FALLBACK_PRICES
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  // Edits build on the settings as last edited, and every save carries the tutorial flag.
  const current = useRef({ settings, tutorialSeen })
  useEffect(() => {
    current.current = { settings, tutorialSeen }
  }, [settings, tutorialSeen])
  // Only the newest save may report 'saved' or 'error'.
  const latestSave = useRef(0)

  useEffect(() => () => clearTimeout(timer.current), [])

  const { mutateAsync: store } = useMutation({
    mutationFn: savePlannerSettings,
    onSuccess: (answer) => client.setQueryData(query.queryKey, answer),
  })

  // An edit waiting for its autosave shows as 'saving' at once: 'All changes saved' from an
  // earlier save must not stay on screen while a newer edit is still only in the browser.
  const save = useCallback(
    (next: PlannerSettings) => {
      clearTimeout(timer.current)
      const id = ++latestSave.current
      setSaveState('saving')
      timer.current = setTimeout(() => {
        store({ settings: next, tutorialSeen: current.current.tutorialSeen })
          .then(() => id === latestSave.current && setSaveState('saved'))
          .catch(() => id === latestSave.current && setSaveState('error'))
      }, AUTOSAVE_DELAY_MS)
    },
    [store],
  )

  const invalid = useMemo(() => invalidFields(settings), [settings])
  // The chart keeps showing the last valid plan while a field is being corrected.
  const [lastValid, setLastValid] = useState(settings)
  if (invalid.length === 0 && lastValid !== settings) setLastValid(settings)
  const planned = invalid.length === 0 ? settings : lastValid
  const plan = useMemo(() => computePlan(planned, prices), [planned, prices])

  const update = useCallback(
    (patch: Partial<PlannerSettings>) => {
      const next = { ...current.current.settings, ...patch }
      current.current = { ...current.current, settings: next }
      setEdited(next)
      if (invalidFields(next).length === 0) save(next)
    },
    [save],
  )

  const markTutorialSeen = useCallback(() => {
    setSeen(true)
    current.current = { ...current.current, tutorialSeen: true }
    save(planned)
  }, [save, planned])

  const status = read.data
    ? 'ready'
    : read.isError
      ? read.error instanceof ApiError && read.error.status === 401
        ? 'signed-out'
        : 'error'
      : 'loading'
  return {
    status,
    settings,
    plan,
    prices,
    supply,
    invalid,
    update,
    saveState,
    tutorialSeen,
    markTutorialSeen,
  }
}
