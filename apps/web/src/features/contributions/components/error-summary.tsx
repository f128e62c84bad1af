'use client'

import { useEffect, useRef } from 'react'

/**
 * The list of problems above a form; it takes focus when it appears so screen-reader users
 * hear what to fix, and each entry links to its field.
 */
export function ErrorSummary({
  title,
  errors,
  attempt,
}: {
  title: string
  errors: { fieldId: string; message: string }[]
  /** Counts submits: every failed submit moves focus here again. */
  attempt: number
}) {
  const ref = useRef<HTMLDivElement>(null)
  const count = errors.length
  useEffect(() => {
    if (attempt && count) ref.current?.focus()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new submit moves focus, not typing that changes the count.
  }, [attempt])
  if (!count) return null
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      className="rounded-lg border border-danger/40 bg-red-50 p-4 text-sm"
    >
      <p className="font-semibold text-danger">{title}</p>
      <ul className="mt-2 list-disc pl-5">
        {errors.map((error) => (
          <li key={error.fieldId}>
            <a href={`#${error.fieldId}`} className="text-danger underline">
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
