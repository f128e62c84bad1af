/** Digits with optional +, spaces, brackets, dots, slashes and dashes; 6-20 digits. */
export const PHONE_PATTERN = /^\+?[\d\s()./-]{6,30}$/

/** Phone rule shared by the forms and the API; zod-free so browser bundles stay small. */
export function isValidPhone(phone: string): boolean {
  const digits = phone.replace(/\D/g, '').length
  return PHONE_PATTERN.test(phone.trim()) && digits >= 6 && digits <= 20
}
