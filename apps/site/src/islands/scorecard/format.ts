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
  const number = new Intl.NumberFormat(language)
  const percent = new Intl.NumberFormat(language, { style: 'percent' })
  return {
    euros: (cents: number) => currency.format(cents / 100),
    tonnes: (value: number) => number.format(value),
    percent: (value: number) => percent.format(value / 100),
  }
}
