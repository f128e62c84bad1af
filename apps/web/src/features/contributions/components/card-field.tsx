import type { InputHTMLAttributes } from 'react'

/** One labelled card input with its error wired through aria-describedby. */
export function CardField({
  name,
  label,
  hint,
  error,
  ...props
}: InputHTMLAttributes<HTMLInputElement> & {
  name: string
  label: string
  hint?: string
  error?: string
}) {
  const id = `card-${name}`
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean)
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={described.length ? described.join(' ') : undefined}
        className={`${props.inputMode === 'numeric' ? 'font-mono tracking-wide' : ''} h-11 w-full rounded-lg border border-ink/30 bg-white px-3 focus-visible:border-kelp-700 focus-visible:ring-2 focus-visible:ring-kelp-500 focus-visible:outline-none aria-invalid:border-danger`}
        {...props}
      />
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  )
}
