'use client'

import { useId, useState, type ReactNode } from 'react'

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

/** A labelled number input that keeps what is typed until it parses. */
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
  const [text, setText] = useState(value === null ? '' : String(value))
  // A new value from outside replaces the text unless the text already says it ("1.50" = 1.5).
  const [shown, setShown] = useState(value)
  if (shown !== value) {
    setShown(value)
    if (!(Number(text) === value && text !== '')) setText(value === null ? '' : String(value))
  }
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-muted">
        {label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        step={step ?? 'any'}
        className={inputClass}
        value={text}
        aria-invalid={invalid || undefined}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => {
          const next = event.target.value
          setText(next)
          if (next.trim() === '') onChange(allowEmpty ? null : 0)
          else if (Number.isFinite(Number(next))) onChange(Number(next))
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
