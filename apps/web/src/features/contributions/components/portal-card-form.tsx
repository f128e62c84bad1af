'use client'

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

export type NewCard = Record<Field, string>
export const EMPTY_NEW_CARD: NewCard = { number: '', expiry: '', cvc: '', name: '' }

/** The new card's fields in the sandbox customer portal, checked before `onSave`. */
export function PortalCardForm({
  card,
  onCardChange,
  busy,
  serverError,
  onSave,
}: {
  card: NewCard
  onCardChange: (card: NewCard) => void
  busy: boolean
  serverError?: string
  onSave: (card: NewCard) => void
}) {
  const t = useTranslations('contributions')
  const [errors, setErrors] = useState<Partial<Record<Field, CardError>>>({})
  const message = (field: Field) => {
    const error = errors[field]
    return error ? t(`payment.errors.${error}`) : undefined
  }
  const set = (field: Field, value: string) => onCardChange({ ...card, [field]: value })

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const found = validateCard(card)
    setErrors(found)
    if (Object.keys(found).length === 0) onSave(card)
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('portal.formLabel')} className="grid gap-4">
      <CardField
        name="number"
        label={t('payment.fields.number')}
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
          label={t('payment.fields.expiry')}
          hint={t('payment.fields.expiryHint')}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder={t('payment.fields.expiryPlaceholder')}
          value={card.expiry}
          onChange={(e) => set('expiry', formatExpiry(e.target.value))}
          error={message('expiry')}
        />
        <CardField
          name="cvc"
          label={t('payment.fields.cvc')}
          hint={t('payment.fields.cvcHint')}
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
        label={t('payment.fields.name')}
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
        {busy ? t('portal.saving') : t('portal.save')}
      </button>
    </form>
  )
}
