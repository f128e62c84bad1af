'use client'

import { parseLocaleDecimal, type NumberLocale } from '@kelp/core/numbers'
import { useId, useState, type ReactNode } from 'react'
import { useNumberLocale } from '@/lib/use-number-locale'

const inputClass =
  'h-[37px] w-full rounded-md border border-line bg-white px-3 text-sm text-ink aria-invalid:border-danger'

interface NumberFieldProps {
  label: string
  value: number | null
  onChange(value: number | null): void
  invalid?: boolean
  hint?: ReactNode
  step?: number
  /** Empty input means "no value" (null) instead of 0. */
  allowEmpty?: boolean
}

/** A value as the field shows it: the page language's decimal mark, no grouping (years). */
const shownText = (value: number | null, locale: NumberLocale) =>
  value === null
    ? ''
    : new Intl.NumberFormat(locale, { useGrouping: false, maximumFractionDigits: 6 }).format(value)

/**
 * A labelled number input that keeps what is typed until it parses. A text field, not
 * type="number": that one takes only the browser's own marks, and German users type "1.250,5".
 */
export function NumberField({
  label,
  value,
  onChange,
  invalid,
  hint,
  step,
  allowEmpty,
}: NumberFieldProps) {
  const id = useId()
  const locale = useNumberLocale()
  const [text, setText] = useState(shownText(value, locale))
  // A new value from outside replaces the text unless the text already says it ("1.50" = 1.5).
  const [shown, setShown] = useState(value)
  if (shown !== value) {
    setShown(value)
    if (!(parseLocaleDecimal(text, locale) === value && text !== '')) {
      setText(shownText(value, locale))
    }
  }
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-muted">
        {label}
      </label>
      <input
        id={id}
        type="text"
        inputMode={step === 1 ? 'numeric' : 'decimal'}
        autoComplete="off"
        className={inputClass}
        value={text}
        aria-invalid={invalid || undefined}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => {
          const next = event.target.value
          setText(next)
          if (next.trim() === '') onChange(allowEmpty ? null : 0)
          else {
            const parsed = parseLocaleDecimal(next, locale)
            if (parsed !== undefined) onChange(parsed)
          }
        }}
      />
      {hint ? (
        <p id={`${id}-hint`} className={`text-xs ${invalid ? 'text-danger' : 'text-muted'}`}>
          {hint}
        </p>
      ) : null}
    </div>
  )
}

interface SelectFieldProps<T extends string> {
  label: string
  value: T
  options: readonly { value: T; label: string }[]
  onChange(value: T): void
}

export function SelectField<T extends string>({
  label,
  value,
  options,
  onChange,
}: SelectFieldProps<T>) {
  const id = useId()
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-muted">
        {label}
      </label>
      <select
        id={id}
        className={inputClass}
        value={value}
        onChange={(e) => onChange(e.target.value as T)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}
