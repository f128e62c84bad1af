'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'
import type { FieldError } from './validation'

/** Field errors of one form, translated, with focus moved to the first invalid field. */
export function useFormErrors<Field extends string>() {
  const tError = useTranslations('common.error')
  const tContact = useTranslations('contact.form')
  const [errors, setErrors] = useState<Partial<Record<Field, FieldError>>>({})

  function check(found: Partial<Record<Field, FieldError | undefined>>): boolean {
    const present = Object.fromEntries(
      Object.entries(found).filter(([, error]) => error),
    ) as Partial<Record<Field, FieldError>>
    setErrors(present)
    const first = Object.keys(present)[0]
    if (first) document.getElementById(`field-${first}`)?.focus()
    return !first
  }

  function message(field: Field): string | undefined {
    const error = errors[field]
    if (!error) return undefined
    return error === 'phone' ? tContact('phoneInvalid') : tError(error)
  }

  return { check, message }
}
