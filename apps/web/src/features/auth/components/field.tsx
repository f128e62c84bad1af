import { useId, type InputHTMLAttributes } from 'react'

/** A labelled input with its error announced and linked (aria-describedby). */
export function Field({
  label,
  error,
  className = '',
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string | null }) {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="h-(--height-btn-lg) rounded-md border border-line px-3 focus:border-kelp-700 aria-invalid:border-danger"
        {...input}
      />
      {error ? (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** A form-level message: errors are alerts, confirmations are polite status. */
export function FormMessage({ kind, children }: { kind: 'error' | 'success'; children: string }) {
  return (
    <p
      role={kind === 'error' ? 'alert' : 'status'}
      className={`rounded-md px-3 py-2 text-sm ${kind === 'error' ? 'bg-red-50 text-danger' : 'bg-kelp-50 text-kelp-900'}`}
    >
      {children}
    </p>
  )
}
