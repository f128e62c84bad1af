import type { Locale } from '@kelp/core/http'

const tag = (locale: Locale) => (locale === 'de' ? 'de-DE' : 'en-GB')

// Building an Intl formatter costs far more than formatting with one (it showed as 6 % of the
// API's CPU under the placeOrder bench), so each locale/option combination is built once.
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>()
function formatter<T extends Intl.NumberFormat | Intl.DateTimeFormat>(
  key: string,
  make: () => T,
): T {
  let found = formatters.get(key)
  if (!found) formatters.set(key, (found = make()))
  return found as T
}

export function formatMoney(cents: number, currency: string, locale: Locale): string {
  return formatter(
    `money:${locale}:${currency}`,
    () => new Intl.NumberFormat(tag(locale), { style: 'currency', currency }),
  ).format(cents / 100)
}

export function formatTonnes(tonnes: number, locale: Locale): string {
  const number = formatter(`number:${locale}`, () => new Intl.NumberFormat(tag(locale)))
  return `${number.format(tonnes)} t CO2e`
}

export function formatDate(date: Date | string, locale: Locale): string {
  const value = typeof date === 'string' ? new Date(`${date}T00:00:00Z`) : date
  return formatter(
    `date:${locale}`,
    () => new Intl.DateTimeFormat(tag(locale), { dateStyle: 'long', timeZone: 'UTC' }),
  ).format(value)
}

const regionNames = {
  en: new Intl.DisplayNames(['en'], { type: 'region' }),
  de: new Intl.DisplayNames(['de'], { type: 'region' }),
}

/** A country's name in the locale from its ISO 3166 code (the code itself when unknown). */
export function countryName(code: string, locale: Locale): string {
  return regionNames[locale].of(code) ?? code
}

/** kg of CO2e as tonnes (up to three decimals). */
export function formatKg(kg: number, locale: Locale): string {
  return formatTonnes(kg / 1_000, locale)
}
