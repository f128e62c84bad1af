'use client'

import { useState } from 'react'

/**
 * The field errors of one form: `check` keeps the errors found (undefined = valid) and moves
 * focus to the first invalid field (`field-<name>`, see Field); `message` is a field's
 * translated error. `translate` turns the form's error codes into text.
 */
export function useFormErrors<Field extends string, Code>(translate: (code: Code) => string) {
  const [errors, setErrors] = useState<Partial<Record<Field, Code>>>({})

  function check(found: Partial<Record<Field, Code | undefined>>): boolean {
    const present = Object.fromEntries(
      Object.entries(found).filter(([, error]) => error !== undefined),
    ) as Partial<Record<Field, Code>>
    setErrors(present)
    const first = Object.keys(present)[0]
    if (first) document.getElementById(`field-${first}`)?.focus()
    return !first
  }

  function message(field: Field): string | undefined {
    const error = errors[field]
    return error === undefined ? undefined : translate(error)
  }

  return { check, message }
}
