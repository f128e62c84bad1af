/**
 * Parses a euro amount typed by an operator ("12", "12.5", "12,50", "1.234,56" is refused)
 * into integer cents without floating-point arithmetic; null when it is not an amount.
 */
export function parseEuroCents(raw: string): number | null {
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(raw.trim())
  if (!match) return null
  const euros = Number(match[1])
  const cents = Number((match[2] ?? '').padEnd(2, '0'))
  return euros * 100 + cents
}

/** Cents as the plain editable amount "12.50" (not locale-formatted: it goes back into an input). */
export function centsToInput(cents: number): string {
  const euros = Math.trunc(cents / 100)
  const rest = String(cents % 100).padStart(2, '0')
  return `${euros}.${rest}`
}
