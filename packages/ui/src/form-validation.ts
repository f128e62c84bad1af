import { validateBusinessEmail, type EmailErrorCode } from '@kelp/core/auth'
import { isValidPhone } from '@kelp/core/projects'

/**
 * A field's error codes: message keys under `common.error`, and `phone` for `contact.form.phoneInvalid`.
 * A host resolves each to its text (the app through next-intl, the site at build).
 */
export const FIELD_ERRORS = [
  'required',
  'email_validation_wrong_domain',
  'email_validation_wrong_name',
  'email_business_required',
  'email_generic_address',
  'phone',
] as const

export type FieldError = (typeof FIELD_ERRORS)[number]

export function requiredError(value: string): 'required' | undefined {
  return value.trim() ? undefined : 'required'
}

export function businessEmailError(value: string): 'required' | EmailErrorCode | undefined {
  return requiredError(value) ?? validateBusinessEmail(value.trim()) ?? undefined
}

export function phoneError(value: string): 'required' | 'phone' | undefined {
  return requiredError(value) ?? (isValidPhone(value) ? undefined : 'phone')
}
