'use client'

import type { Scorecard } from '@kelp/core/scorecard'
import { useTranslations } from 'next-intl'
import { useState, type FormEvent } from 'react'
import { ApiError } from '@/lib/api-client'
import { createScorecard } from '../api/scorecard-api'
import { scorecardEmailError, scorecardRequired } from '../validation'
import { Field } from '@kelp/ui'
import { SubmitButton } from './submit-button'
import { useScorecardErrors } from './use-scorecard-errors'

type FieldName = 'firstName' | 'companyName' | 'email' | 'message'

/** Step 1 (product.md §2 "enter company e-mail"): who is asking. */
export function DetailsForm({ onCreated }: { onCreated: (scorecard: Scorecard) => void }) {
  const t = useTranslations('scorecard.form')
  const tError = useTranslations('common.error')
  const { check, message } = useScorecardErrors<FieldName>()
  const [sending, setSending] = useState(false)
  const [serverError, setServerError] = useState<string>()

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const value = (name: FieldName) => String(data.get(name) ?? '').trim()
    const valid = check({
      firstName: scorecardRequired(value('firstName')),
      companyName: scorecardRequired(value('companyName')),
      email: scorecardEmailError(value('email')),
    })
    if (!valid) return
    setSending(true)
    setServerError(undefined)
    try {
      onCreated(
        await createScorecard({
          firstName: value('firstName'),
          companyName: value('companyName'),
          email: value('email'),
          message: value('message') || undefined,
        }),
      )
    } catch (error) {
      setServerError(error instanceof ApiError ? error.message : tError('something_wrong'))
      setSending(false)
    }
  }

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="scorecard-details"
      className="grid max-w-2xl gap-4"
    >
      <h2 id="scorecard-details" className="text-2xl font-semibold">
        {t('title')}
      </h2>
      <Field
        name="firstName"
        label={t('firstName')}
        autoComplete="given-name"
        error={message('firstName')}
      />
      <Field
        name="companyName"
        label={t('companyName')}
        autoComplete="organization"
        error={message('companyName')}
      />
      <Field
        name="email"
        type="email"
        label={t('email')}
        autoComplete="email"
        error={message('email')}
      />
      <Field name="message" label={t('message')} multiline />
      {serverError ? (
        <p role="alert" className="text-red-700">
          {serverError}
        </p>
      ) : null}
      <SubmitButton busy={sending} label={t('submit')} busyLabel={t('sending')} />
    </form>
  )
}
