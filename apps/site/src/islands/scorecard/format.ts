import { htmlLang, type SiteLocale } from '../../i18n/locales'

/**
 * The scorecard's figures as the app shows them: whole euros, tonnes and percentages in the
 * page's language (the keys pseudo-locale formats as English).
 */
export function scorecardFormat(locale: SiteLocale) {
  const language = htmlLang(locale)
  const currency = new Intl.NumberFormat(language, {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
  })
  const exact = new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR' })
  const day = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' })
  const number = new Intl.NumberFormat(language)
  const percent = new Intl.NumberFormat(language, { style: 'percent' })
  return {
    euros: (cents: number) => currency.format(cents / 100),
    /** A price per tonne to the cent. */
    eurosExact: (cents: number) => exact.format(cents / 100),
    date: (iso: string) => day.format(new Date(iso)),
    tonnes: (value: number) => number.format(value),
    percent: (value: number) => percent.format(value / 100),
  }
}
