'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'
import type { ScorecardFieldError } from '../validation'

/** Translated field errors for the scorecard forms; focuses the first invalid field. */
export function useFieldErrors<Field extends string>() {
  const tScorecard = useTranslations('scorecard.errors')
  const tCommon = useTranslations('common.error')
  const [errors, setErrors] = useState<Partial<Record<Field, ScorecardFieldError>>>({})

  function check(found: Partial<Record<Field, ScorecardFieldError | undefined>>): boolean {
    const present = Object.fromEntries(Object.entries(found).filter(([, e]) => e)) as Partial<
      Record<Field, ScorecardFieldError>
    >
    setErrors(present)
    const first = Object.keys(present)[0]
    if (first) document.getElementById(`field-${first}`)?.focus()
    return !first
  }

  function message(field: Field): string | undefined {
    const error = errors[field]
    if (!error) return undefined
    return error.scope === 'common' ? tCommon(error.key) : tScorecard(error.key)
  }

  return { check, message }
}
