import type { useFormatter } from 'next-intl'

type Formatter = ReturnType<typeof useFormatter>

/** Kilograms shown as tonnes with up to three decimals (a monthly share of a tonne). */
export function formatKgAsTonnes(format: Formatter, kg: number): string {
  return format.number(kg / 1_000, { maximumFractionDigits: 3 })
}

/** Contribution dates are written out (22 November 2026): receipts and billing dates. */
export function formatDate(format: Formatter, iso: string): string {
  return format.dateTime(new Date(iso), { year: 'numeric', month: 'long', day: 'numeric' })
}
