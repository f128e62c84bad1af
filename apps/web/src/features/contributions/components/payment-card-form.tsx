'use client'

import { validateEmailFormat } from '@kelp/core/auth'
import { useTranslations } from 'next-intl'
import { useState, type FormEvent } from 'react'
import {
  formatCardNumber,
  formatExpiry,
  validateCard,
  type CardError,
  type CardField as Field,
} from '../lib/card-validation'
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
      <CardField
        name="number"
        label={t('fields.number')}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        value={card.number}
        onChange={(e) => set('number', formatCardNumber(e.target.value))}
        error={message('number')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <CardField
          name="expiry"
          label={t('fields.expiry')}
          hint={t('fields.expiryHint')}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder={t('fields.expiryPlaceholder')}
          value={card.expiry}
          onChange={(e) => set('expiry', formatExpiry(e.target.value))}
          error={message('expiry')}
        />
        <CardField
          name="cvc"
          label={t('fields.cvc')}
          hint={t('fields.cvcHint')}
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          value={card.cvc}
          onChange={(e) => set('cvc', e.target.value.replace(/\D/g, ''))}
          error={message('cvc')}
        />
      </div>
      <CardField
        name="name"
        label={t('fields.name')}
        autoComplete="cc-name"
        value={card.name}
        onChange={(e) => set('name', e.target.value)}
        error={message('name')}
      />
      {serverError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-danger">
          {serverError}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={busy}
        className="h-12 w-full rounded-lg bg-kelp-700 font-semibold text-white hover:bg-kelp-900 focus-visible:ring-2 focus-visible:ring-kelp-500 focus-visible:ring-offset-2 focus-visible:outline-none disabled:opacity-60"
      >
        {busy ? t('paying') : payLabel}
      </button>
    </form>
  )
}
