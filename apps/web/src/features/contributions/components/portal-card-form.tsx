'use client'

import { useTranslations } from 'next-intl'
import { useState, type FormEvent } from 'react'
import { validateCard, type CardError, type CardField as Field } from '../lib/card-validation'
import { CardDetailsFields } from './card-details-fields'

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
      <CardDetailsFields
        card={card}
        set={set}
        message={message}
        serverError={serverError}
        busy={busy}
        submitLabel={busy ? t('portal.saving') : t('portal.save')}
      />
    </form>
  )
}
