'use client'

import { useTranslations } from 'next-intl'
import { useFormErrors } from './use-form-errors'
import type { FieldError } from './validation'

/** The form-error hook for the contact-style forms, with their texts. */
export function useContactFormErrors<Field extends string>() {
  const tError = useTranslations('common.error')
  const tContact = useTranslations('contact.form')
  return useFormErrors<Field, FieldError>((error) =>
    error === 'phone' ? tContact('phoneInvalid') : tError(error),
  )
}
