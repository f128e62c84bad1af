import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react'

/** The look of every text control; a select or date input takes it too. */
export const inputClass =
  'h-(--height-btn-lg) w-full rounded-md border border-line bg-white px-3 focus-visible:border-kelp-700 focus-visible:ring-2 focus-visible:ring-kelp-500 focus-visible:outline-none aria-invalid:border-danger'

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> & {
  label: string
  error?: string | null
  /** A text area instead of a one-line input. */
  multiline?: boolean
  /** A control of the caller's own (a select, a file input) that carries `id` itself. */
  children?: ReactNode
}

/**
 * One labelled form control with its error announced and linked through aria-describedby.
 * The id is the one given, else `field-<name>` (error summaries and the form-error hook point
 * at it), else a generated one; give an explicit id where the form opens over another one.
 */
export function Field({ label, error, multiline, children, className = '', ...input }: FieldProps) {
  const generated = useId()
  const id = input.id ?? (input.name ? `field-${input.name}` : generated)
  const errorId = `${id}-error`
  const wired = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  }
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      {children ??
        (multiline ? (
          <textarea
            rows={5}
            {...(input as TextareaHTMLAttributes<HTMLTextAreaElement>)}
            {...wired}
            className={`${inputClass} h-auto py-2`}
          />
        ) : (
          <input {...input} {...wired} className={inputClass} />
        ))}
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
