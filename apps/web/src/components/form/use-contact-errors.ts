'use client'

import { useTranslations } from 'next-intl'
import { useFormErrors } from '@kelp/ui'
import type { FieldError } from '@kelp/ui'

/** The form-error hook for the contact-style forms, with their texts. */
export function useContactFormErrors<Field extends string>() {
  const tError = useTranslations('common.error')
  const tContact = useTranslations('contact.form')
  return useFormErrors<Field, FieldError>((error) =>
    error === 'phone' ? tContact('phoneInvalid') : tError(error),
  )
}
