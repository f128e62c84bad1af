'use client'

import { useTranslations } from 'next-intl'
import type { TonnesError } from '../lib/tonnes'

/** A whole-tonne input with its validation message. */
export function TonnesField({
  id,
  value,
  onChange,
  max,
  error,
  label,
  compact = false,
}: {
  id: string
  value: string
  onChange: (value: string) => void
  max: number
  error?: TonnesError
  label: string
  compact?: boolean
}) {
  const t = useTranslations('orbit.tonnes')
  const errorId = `${id}-error`
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className={compact ? 'sr-only' : 'text-sm font-medium'}>
        {label}
      </label>
      <input
        id={id}
        inputMode="numeric"
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="h-(--height-btn-lg) w-full rounded-md border border-line px-3 aria-invalid:border-danger"
      />
      {error ? (
        <p id={errorId} className="text-sm text-danger">
          {t(error, { max })}
        </p>
      ) : null}
    </div>
  )
}
