import type { useFormatter } from 'next-intl'

type Formatter = ReturnType<typeof useFormatter>

/** EUR from integer cents (CONVENTIONS §7: one formatter per kind). */
export function formatEuro(format: Formatter, cents: number): string {
  return format.number(cents / 100, { style: 'currency', currency: 'EUR' })
}

export function formatTonnes(format: Formatter, tonnes: number): string {
  return format.number(tonnes, { maximumFractionDigits: 0 })
}
