import type { useFormatter } from 'next-intl'

/** One formatter per kind, in the page's locale through next-intl. */
type Formatter = ReturnType<typeof useFormatter>

/** Money from integer cents. */
export function formatMoney(format: Formatter, cents: number, currency = 'EUR'): string {
  return format.number(cents / 100, { style: 'currency', currency })
}

/** Whole tonnes. */
export function formatTonnes(format: Formatter, tonnes: number): string {
  return format.number(tonnes, { maximumFractionDigits: 0 })
}

/** A date from an ISO string, medium style (e.g. 22 Nov 2026). */
export function formatDate(format: Formatter, iso: string): string {
  return format.dateTime(new Date(iso), { dateStyle: 'medium' })
}

const regionNames = new Map<string, Intl.DisplayNames>()

/**
 * A country's name from its ISO 3166 code, in the page's language (the `keys` pseudo-locale
 * reads English). The one place screens name countries; the API sends codes for this.
 */
export function countryName(locale: string, code: string): string {
  const language = locale === 'de' ? 'de' : 'en'
  let names = regionNames.get(language)
  if (!names) {
    names = new Intl.DisplayNames([language], { type: 'region' })
    regionNames.set(language, names)
  }
  return names.of(code) ?? code
}
