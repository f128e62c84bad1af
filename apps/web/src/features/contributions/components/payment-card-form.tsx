'use client'

import { validateEmailFormat } from '@kelp/core/auth'
import { useTranslations } from 'next-intl'
import { useState, type FormEvent } from 'react'
import { validateCard, type CardError, type CardField as Field } from '../lib/card-validation'
import { CardDetailsFields } from './card-details-fields'
import { CardField } from './card-field'
import { ErrorSummary } from './error-summary'

type FormFieldName = Field | 'email'
const FIELDS: FormFieldName[] = ['email', 'number', 'expiry', 'cvc', 'name']

export const EMPTY_CARD: CardDetails = { email: '', number: '', expiry: '', cvc: '', name: '' }

export interface CardDetails {
  email: string
  number: string
  expiry: string
  cvc: string
  name: string
}

/** The card form of the sandbox payment window: per-field checks, then `onPay`. */
export function PaymentCardForm({
  card,
  onCardChange,
  payLabel,
  busy,
  serverError,
  onPay,
}: {
  card: CardDetails
  onCardChange: (card: CardDetails) => void
  payLabel: string
  busy: boolean
  serverError?: string
  onPay: (card: CardDetails) => void
}) {
  const t = useTranslations('contributions.payment')
  const [errors, setErrors] = useState<Partial<Record<FormFieldName, CardError | 'email'>>>({})

  const [attempt, setAttempt] = useState(0)
  const message = (field: FormFieldName) => {
    const error = errors[field]
    return error ? t(`errors.${error}`) : undefined
  }
  const set = (field: FormFieldName, value: string) => onCardChange({ ...card, [field]: value })

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setAttempt((n) => n + 1)
    const email = !card.email.trim()
      ? ('required' as const)
      : validateEmailFormat(card.email.trim())
        ? ('email' as const)
        : undefined
    const found = { ...(email ? { email } : {}), ...validateCard(card) }
    setErrors(found)
    if (Object.keys(found).length === 0) onPay(card)
  }

  const summary = FIELDS.filter((field) => errors[field]).map((field) => ({
    fieldId: `card-${field}`,
    message: `${t(`fields.${field}`)}: ${message(field)}`,
  }))

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('formLabel')} className="grid gap-4">
      <ErrorSummary title={t('errors.summary')} errors={summary} attempt={attempt} />
      <CardField
        name="email"
        type="email"
        label={t('fields.email')}
        hint={t('fields.emailHint')}
        autoComplete="email"
        value={card.email}
        onChange={(e) => set('email', e.target.value)}
        error={message('email')}
      />
      <CardDetailsFields
        card={card}
        set={set}
        message={message}
        serverError={serverError}
        busy={busy}
        submitLabel={busy ? t('paying') : payLabel}
      />
    </form>
  )
}
