/**
 * Numbers as people type them, in English or German: "1,250.5" and "1.250,5", "1 250" with any
 * kind of space, a leading minus. The locale decides which mark groups and which separates the
 * decimals; a single mark of the other kind that is not followed by exactly three digits is
 * read as the decimal mark too ("12.5" in German, "12,5" in English), because it cannot be a
 * thousands separator. Everything else — letters, misplaced groups, two decimal marks — is
 * refused rather than guessed.
 */
export type NumberLocale = 'en' | 'de'

/** A typed number split into its parts; digits only, so nothing is lost to floating point. */
export interface LocaleNumber {
  negative: boolean
  integer: string
  fraction: string
}

const MARKS: Record<NumberLocale, { group: string; decimal: string }> = {
  en: { group: ',', decimal: '.' },
  de: { group: '.', decimal: ',' },
}

/** Spaces that Intl.NumberFormat and keyboards use between groups (incl. no-break spaces). */
const SPACES = /[\s\u00a0\u2007\u2009\u202f]/g
const GROUPED = /^\d{1,3}(?:G\d{3})+$/

function groupedDigits(part: string, group: string): string | undefined {
  if (/^\d+$/.test(part)) return part
  const pattern = new RegExp(GROUPED.source.replace('G', group === '.' ? '\\.' : group))
  return pattern.test(part) ? part.split(group).join('') : undefined
}

/** The parts of a typed number, or undefined when it is not one. */
export function splitLocaleNumber(raw: string, locale: NumberLocale): LocaleNumber | undefined {
  let text = raw.trim().replace(/^[-\u2212]/, '-')
  const negative = text.startsWith('-')
  if (negative) text = text.slice(1)
  const { group, decimal } = MARKS[locale]
  // One group mark without three digits after it can only be meant as the decimal mark.
  if (!text.includes(decimal) && text.split(group).length === 2 && !/\d{3}$/.test(text)) {
    text = text.replace(group, decimal)
  }
  // Spaces group digits in both languages; they become the locale's group mark.
  text = text.replace(SPACES, group)
  const parts = text.split(decimal)
  if (parts.length > 2) return undefined
  const [whole = '', fraction = ''] = parts
  if (parts.length === 2 && !/^\d+$/.test(fraction)) return undefined
  const integer = groupedDigits(whole, group)
  if (integer === undefined) return undefined
  return { negative, integer: integer.replace(/^0+(?=\d)/, ''), fraction }
}

/** A whole number within the safe integer range, or undefined. */
export function parseLocaleInteger(raw: string, locale: NumberLocale): number | undefined {
  const parts = splitLocaleNumber(raw, locale)
  if (!parts || parts.fraction !== '') return undefined
  const value = Number(parts.integer)
  if (!Number.isSafeInteger(value)) return undefined
  return parts.negative ? -value : value
}

/** Any finite number (for measures such as kilometres or kWh), or undefined. */
export function parseLocaleDecimal(raw: string, locale: NumberLocale): number | undefined {
  const parts = splitLocaleNumber(raw, locale)
  if (!parts) return undefined
  const value = Number(`${parts.integer}.${parts.fraction || '0'}`)
  if (!Number.isFinite(value)) return undefined
  return parts.negative ? -value : value
}

/** A money amount with at most two decimals as integer cents, without floating point. */
export function parseLocaleCents(raw: string, locale: NumberLocale): number | undefined {
  const parts = splitLocaleNumber(raw, locale)
  if (!parts || parts.fraction.length > 2) return undefined
  const cents = Number(parts.integer) * 100 + Number(parts.fraction.padEnd(2, '0'))
  if (!Number.isSafeInteger(cents)) return undefined
  return parts.negative ? -cents : cents
}
