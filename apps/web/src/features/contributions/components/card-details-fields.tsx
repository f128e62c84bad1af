'use client'

import { useTranslations } from 'next-intl'
import { formatCardNumber, formatExpiry, type CardField as Field } from '../lib/card-validation'
import { CardField } from './card-field'

/**
 * The card's own fields (number, expiry, CVC, name), the server's error and the submit
 * button: shared by the sandbox payment window and the sandbox customer portal.
 */
export function CardDetailsFields({
  card,
  set,
  message,
  serverError,
  busy,
  submitLabel,
}: {
  card: Record<Field, string>
  set: (field: Field, value: string) => void
  message: (field: Field) => string | undefined
  serverError?: string
  busy: boolean
  submitLabel: string
}) {
  const t = useTranslations('contributions.payment.fields')
  return (
    <>
      <CardField
        name="number"
        label={t('number')}
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
          label={t('expiry')}
          hint={t('expiryHint')}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder={t('expiryPlaceholder')}
          value={card.expiry}
          onChange={(e) => set('expiry', formatExpiry(e.target.value))}
          error={message('expiry')}
        />
        <CardField
          name="cvc"
          label={t('cvc')}
          hint={t('cvcHint')}
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
        label={t('name')}
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
        {submitLabel}
      </button>
    </>
  )
}
