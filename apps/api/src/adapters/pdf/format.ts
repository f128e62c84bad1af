import type { Locale } from '@kelp/core/http'

const tag = (locale: Locale) => (locale === 'de' ? 'de-DE' : 'en-GB')

export function formatMoney(cents: number, currency: string, locale: Locale): string {
  return new Intl.NumberFormat(tag(locale), { style: 'currency', currency }).format(cents / 100)
}

export function formatTonnes(tonnes: number, locale: Locale): string {
  return `${new Intl.NumberFormat(tag(locale)).format(tonnes)} t CO2e`
}

export function formatDate(date: Date | string, locale: Locale): string {
  const value = typeof date === 'string' ? new Date(`${date}T00:00:00Z`) : date
  return new Intl.DateTimeFormat(tag(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(value)
}
