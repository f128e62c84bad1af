import { parseLocaleCents, type NumberLocale } from '@kelp/core/numbers'

const MAX_CENTS = 100_000_000_000

/**
 * Parses a euro amount typed by an operator ("12", "12,50", "1.234,56" in German, "1,234.56"
 * in English) into integer cents without floating-point arithmetic; null when it is not an
 * amount of at most 999,999,999.99.
 */
export function parseEuroCents(raw: string, locale: NumberLocale): number | null {
  const cents = parseLocaleCents(raw, locale)
  return cents === undefined || cents < 0 || cents >= MAX_CENTS ? null : cents
}

/** Cents as the plain editable amount "12.50" (not locale-formatted: it goes back into an input). */
export function centsToInput(cents: number): string {
  const euros = Math.trunc(cents / 100)
  const rest = String(cents % 100).padStart(2, '0')
  return `${euros}.${rest}`
}
