import type { InputHTMLAttributes } from 'react'

interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement | HTMLTextAreaElement> {
  name: string
  label: string
  error?: string
  multiline?: boolean
}

/** A labelled input with its error text wired up through aria-describedby. */
export function FormField({ name, label, error, multiline, ...props }: FormFieldProps) {
  const id = `field-${name}`
  const errorId = `${id}-error`
  const shared = {
    id,
    name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    className:
      'w-full rounded-lg border border-ink/30 px-3 py-2 focus-visible:border-kelp-700 focus-visible:ring-2 focus-visible:ring-kelp-500 focus-visible:outline-none aria-invalid:border-red-700',
  }
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      {multiline ? (
        <textarea rows={5} {...shared} {...(props as InputHTMLAttributes<HTMLTextAreaElement>)} />
      ) : (
        <input {...shared} {...props} />
      )}
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}
