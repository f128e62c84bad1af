import { validateBusinessEmail, type EmailErrorCode } from '@kelp/core/auth'
import { isValidPhone, type ProjectEnquiryBody } from '@kelp/core/projects'

export type EnquiryField = 'email' | 'firstName' | 'lastName' | 'phone'
/** Message keys: `common.error.*` for shared rules, `projects.enquiry.*` for the phone. */
export type EnquiryError = 'required' | EmailErrorCode | 'phoneInvalid'

/** Client-side checks mirroring the API (product.md §5 required field and e-mail rules). */
export function validateEnquiry(
  body: ProjectEnquiryBody,
): Partial<Record<EnquiryField, EnquiryError>> {
  const errors: Partial<Record<EnquiryField, EnquiryError>> = {}
  for (const field of ['email', 'firstName', 'lastName', 'phone'] as const) {
    if (!body[field].trim()) errors[field] = 'required'
  }
  if (!errors.email) {
    const code = validateBusinessEmail(body.email)
    if (code) errors.email = code
  }
  if (!errors.phone && !isValidPhone(body.phone)) errors.phone = 'phoneInvalid'
  return errors
}
