import { validateBusinessEmail } from '@kelp/core/auth'
import { isValidPhone } from '@kelp/core/projects'

/** Message keys under `common.error` / `contact.form` for one field, or undefined when valid. */
export type FieldError =
  | 'required'
  | 'email_validation_wrong_domain'
  | 'email_validation_wrong_name'
  | 'email_business_required'
  | 'email_generic_address'
  | 'phone'

export function requiredError(value: string): FieldError | undefined {
  return value.trim() ? undefined : 'required'
}

export function businessEmailError(value: string): FieldError | undefined {
  return requiredError(value) ?? validateBusinessEmail(value.trim()) ?? undefined
}

export function phoneError(value: string): FieldError | undefined {
  return requiredError(value) ?? (isValidPhone(value) ? undefined : 'phone')
}
