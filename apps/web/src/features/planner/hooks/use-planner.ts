'use client'

import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import {
  computePlan,
  defaultCreditPrices,
  defaultPlannerSettings,
  plannerSettingsSchema,
  type PlannerSettings,
} from '@kelp/core/planner'
import { ApiError } from '@/lib/api-client'
import { fetchPlannerSettings, savePlannerSettings } from '../api/planner-settings'
import { AUTOSAVE_DELAY_MS } from '../constants'

export type SaveState = 'idle' | 'saving' | 'saved' | 'error'

/** Issue paths of invalid settings, e.g. `longTermGoal.percent`; empty when valid. */
export function invalidFields(settings: PlannerSettings): string[] {
  const result = plannerSettingsSchema.safeParse(settings)
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'))
}

/** Loads the user's settings, recomputes the plan on every edit and autosaves valid settings. */
export function usePlanner() {
  const [status, setStatus] = useState<'loading' | 'ready' | 'signed-out' | 'error'>('loading')
  const [settings, setSettings] = useState<PlannerSettings>(defaultPlannerSettings)
  const [tutorialSeen, setTutorialSeen] = useState(true)
  const [prices, setPrices] = useState(defaultCreditPrices)
  const [saveState, setSaveState] = useState<SaveState>('idle')
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  // Sent with every save, so a debounced edit never drops the tutorial flag.
  const seenRef = useRef(true)
  // The settings as last edited (edits build on it, not on a render's possibly older copy).
  const settingsRef = useRef(settings)
  // Only the newest save may report 'saved' or 'error'.
  const latestSave = useRef(0)

  useEffect(() => {
    let live = true
    fetchPlannerSettings()
      .then((answer) => {
        if (!live) return
        settingsRef.current = answer.settings
        seenRef.current = answer.tutorialSeen
        // Data arrival renders the dashboard as a transition: in slices, not one long task.
        startTransition(() => {
          setSettings(answer.settings)
          setTutorialSeen(answer.tutorialSeen)
          setPrices(answer.prices)
          setStatus('ready')
        })
      })
      .catch((error: unknown) => {
        if (live)
          setStatus(error instanceof ApiError && error.status === 401 ? 'signed-out' : 'error')
      })
    return () => {
      live = false
      clearTimeout(timer.current)
    }
  }, [])

  // An edit waiting for its autosave shows as 'saving' at once: 'All changes saved' from an
  // earlier save must not stay on screen while a newer edit is still only in the browser.
  const save = useCallback((next: PlannerSettings) => {
    clearTimeout(timer.current)
    const id = ++latestSave.current
    setSaveState('saving')
    timer.current = setTimeout(() => {
      savePlannerSettings({ settings: next, tutorialSeen: seenRef.current })
        .then(() => id === latestSave.current && setSaveState('saved'))
        .catch(() => id === latestSave.current && setSaveState('error'))
    }, AUTOSAVE_DELAY_MS)
  }, [])

  const invalid = useMemo(() => invalidFields(settings), [settings])
  // The chart keeps showing the last valid plan while a field is being corrected.
  const [lastValid, setLastValid] = useState(settings)
  if (invalid.length === 0 && lastValid !== settings) setLastValid(settings)
  const planned = invalid.length === 0 ? settings : lastValid
  const plan = useMemo(() => computePlan(planned, prices), [planned, prices])

  const update = useCallback(
    (patch: Partial<PlannerSettings>) => {
      const next = { ...settingsRef.current, ...patch }
      settingsRef.current = next
      setSettings(next)
      if (invalidFields(next).length === 0) save(next)
    },
    [save],
  )

  const markTutorialSeen = useCallback(() => {
    setTutorialSeen(true)
    seenRef.current = true
    save(planned)
  }, [save, planned])

  return { status, settings, plan, invalid, update, saveState, tutorialSeen, markTutorialSeen }
}
