/**
 * Business e-mail rules (product.md §5), shared by the web forms and the API so both reject the
 * same addresses with the same message.
 */

/** Each value names a message key under `common.error` and a server text in EMAIL_ERROR_TEXTS. */
export type EmailErrorCode =
  | 'email_validation_wrong_domain'
  | 'email_validation_wrong_name'
  | 'email_business_required'
  | 'email_generic_address'

// RFC 5322 "dot-atom" local part: no leading, trailing or doubled dots.
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/
const DOMAIN = /^([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/
const IP_LITERAL = /^\[(25[0-5]|2[0-4]\d|1?\d?\d)(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}\]$/

/** Providers whose `.com` domains are free or throw-away mailboxes. */
export const FREE_PROVIDERS = [
  'gmail',
  'googlemail',
  'yahoo',
  'outlook',
  'hotmail',
  'live',
  'aol',
  'icloud',
  'proton',
  'protonmail',
  'zoho',
  'yandex',
  'gmx',
  'temp-mail',
  'tempmail',
  'mailinator',
  'guerrillamail',
  '10minutemail',
  'throwawaymail',
] as const

/** Further free domains that do not end in `.com`. */
export const FREE_DOMAINS = ['pm.me', 'gmx.de', 'proton.me', 'me.com', 'mac.com'] as const

/** Local parts of shared or role mailboxes rather than a person's. */
export const ROLE_LOCAL_PARTS = [
  'test',
  'hello',
  'info',
  'general',
  'contact',
  'admin',
  'administrator',
  'support',
  'sales',
  'service',
  'services',
  'noreply',
  'no-reply',
  'donotreply',
  'office',
  'help',
  'feedback',
  'billing',
  'accounts',
  'accounting',
  'marketing',
  'team',
  'press',
  'media',
  'hr',
  'jobs',
  'careers',
  'partners',
  'enquiries',
  'inquiries',
  'postmaster',
  'webmaster',
  'kontakt',
] as const

const freeDomains = new Set<string>([...FREE_PROVIDERS.map((p) => `${p}.com`), ...FREE_DOMAINS])
const roleParts = new Set<string>(ROLE_LOCAL_PARTS)

/** Splits an address at its last `@`; null when there is none. */
function splitAddress(email: string): { local: string; domain: string } | null {
  const at = email.lastIndexOf('@')
  if (at < 0) return null
  return { local: email.slice(0, at), domain: email.slice(at + 1) }
}

/** Format only: a valid local part, an `@`, and a domain (or `[IP]`) with a TLD of 2+ letters. */
export function validateEmailFormat(email: string): EmailErrorCode | null {
  const parts = splitAddress(email.trim())
  if (!parts || parts.domain === '') return 'email_validation_wrong_domain'
  if (!DOMAIN.test(parts.domain) && !IP_LITERAL.test(parts.domain)) {
    return 'email_validation_wrong_domain'
  }
  if (parts.local.length === 0 || parts.local.length > 64 || !LOCAL_PART.test(parts.local)) {
    return 'email_validation_wrong_name'
  }
  return null
}

export function isFreeEmailDomain(domain: string): boolean {
  const d = domain.toLowerCase()
  return freeDomains.has(d) || d.endsWith('.edu')
}

export function isRoleAddress(local: string): boolean {
  // `info.de`, `sales-team`, `support2`: the role word as the first token also counts.
  const first = local
    .toLowerCase()
    .split(/[.+_-]/)[0]!
    .replace(/\d+$/, '')
  return roleParts.has(local.toLowerCase()) || roleParts.has(first)
}

/** Every rule for a company e-mail; returns the first failing rule's code, or null. */
export function validateBusinessEmail(email: string): EmailErrorCode | null {
  const formatError = validateEmailFormat(email)
  if (formatError) return formatError
  const { local, domain } = splitAddress(email.trim())!
  if (isFreeEmailDomain(domain)) return 'email_business_required'
  if (isRoleAddress(local)) return 'email_generic_address'
  return null
}

/** The address as stored and compared: trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase()
}

/** The company domain of an address (lower-cased). */
export function emailDomain(email: string): string {
  return normalizeEmail(email).slice(email.trim().lastIndexOf('@') + 1)
}

/** Server-side texts; the web shows the same sentences from `common.error.<code>`. */
export const EMAIL_ERROR_TEXTS: Record<EmailErrorCode, { en: string; de: string }> = {
  email_validation_wrong_domain: {
    en: 'Please enter a valid email address.',
    de: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  },
  email_validation_wrong_name: {
    en: 'The part before the @ is not valid.',
    de: 'Der Teil vor dem @ ist ungültig.',
  },
  email_business_required: {
    en: 'Please use your company email address.',
    de: 'Bitte verwenden Sie Ihre Unternehmens-E-Mail-Adresse.',
  },
  email_generic_address: {
    en: 'Please avoid using generic email address.',
    de: 'Bitte vermeiden Sie die Verwendung einer generischen E-Mail-Adresse.',
  },
}
