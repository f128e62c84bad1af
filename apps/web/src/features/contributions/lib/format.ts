import type { useFormatter } from 'next-intl'

type Formatter = ReturnType<typeof useFormatter>

/** EUR from integer cents in the page's locale (CONVENTIONS §7). */
export function formatEuro(format: Formatter, cents: number): string {
  return format.number(cents / 100, { style: 'currency', currency: 'EUR' })
}

export function formatTonnes(format: Formatter, tonnes: number): string {
  return format.number(tonnes, { maximumFractionDigits: 0 })
}

/** Kilograms shown as tonnes with up to three decimals (a monthly share of a tonne). */
export function formatKgAsTonnes(format: Formatter, kg: number): string {
  return format.number(kg / 1_000, { maximumFractionDigits: 3 })
}

export function formatDate(format: Formatter, iso: string): string {
  return format.dateTime(new Date(iso), { year: 'numeric', month: 'long', day: 'numeric' })
}
