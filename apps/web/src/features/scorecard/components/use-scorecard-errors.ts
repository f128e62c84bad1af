'use client'

import { useTranslations } from 'next-intl'
import { useFormErrors } from '@kelp/ui'
import type { ScorecardFieldError } from '../validation'

/** The form-error hook for the scorecard forms, with their texts. */
export function useScorecardErrors<Field extends string>() {
  const tScorecard = useTranslations('scorecard.errors')
  const tCommon = useTranslations('common.error')
  return useFormErrors<Field, ScorecardFieldError>((error) =>
    error.scope === 'common' ? tCommon(error.key) : tScorecard(error.key),
  )
}
