'use client'

import type { Scorecard } from '@kelp/core/scorecard'
import { useTranslations } from 'next-intl'
import { useState, type FormEvent } from 'react'
import { ApiError } from '@/lib/api-client'
import { generateScorecard } from '../api/scorecard-api'
import { parseTonnes } from '../validation'
import { Field } from '@kelp/ui'
import { SubmitButton } from './submit-button'
import { useScorecardErrors } from './use-scorecard-errors'

/** Step 2 (product.md §2 "generate"): yearly emissions in, estimate out. */
export function GenerateForm({
  id,
  onGenerated,
}: {
  id: string
  onGenerated: (s: Scorecard) => void
}) {
  const t = useTranslations('scorecard.generate')
  const tError = useTranslations('common.error')
  const { check, message } = useScorecardErrors<'emissionsTonnes'>()
  const [sending, setSending] = useState(false)
  const [serverError, setServerError] = useState<string>()

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const raw = String(new FormData(event.currentTarget).get('emissionsTonnes') ?? '')
    const tonnes = parseTonnes(raw)
    const valid = check({
      emissionsTonnes: !raw.trim()
        ? { scope: 'scorecard', key: 'required' }
        : tonnes
          ? undefined
          : { scope: 'scorecard', key: 'tonnes' },
    })
    if (!valid || !tonnes) return
    setSending(true)
    setServerError(undefined)
    try {
      onGenerated(await generateScorecard(id, tonnes))
    } catch (error) {
      setServerError(error instanceof ApiError ? error.message : tError('something_wrong'))
      setSending(false)
    }
  }

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="scorecard-generate"
      className="grid max-w-2xl gap-4"
    >
      <h2 id="scorecard-generate" className="text-2xl font-semibold">
        {t('title')}
      </h2>
      <p className="text-ink/80">{t('hint')}</p>
      <Field
        name="emissionsTonnes"
        label={t('emissions')}
        inputMode="numeric"
        autoComplete="off"
        error={message('emissionsTonnes')}
      />
      {serverError ? (
        <p role="alert" className="text-red-700">
          {serverError}
        </p>
      ) : null}
      <SubmitButton busy={sending} label={t('submit')} busyLabel={t('sending')} />
    </form>
  )
}
