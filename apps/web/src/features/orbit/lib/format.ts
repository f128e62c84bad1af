import type { useFormatter } from 'next-intl'

type Formatter = ReturnType<typeof useFormatter>

/** Money from integer cents in the locale's format (CONVENTIONS §7). */
export function formatMoney(format: Formatter, cents: number, currency = 'EUR'): string {
  return format.number(cents / 100, { style: 'currency', currency })
}

export function formatTonnes(format: Formatter, tonnes: number): string {
  return format.number(tonnes, { maximumFractionDigits: 0 })
}

export function formatDate(format: Formatter, iso: string): string {
  return format.dateTime(new Date(iso), { dateStyle: 'medium' })
}
