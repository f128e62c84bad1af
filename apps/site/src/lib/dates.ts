import { htmlLang, type SiteLocale } from '../i18n/locales'

/**
 * An ISO date (YYYY-MM-DD) as the app shows it, `dateStyle: 'long'` ("May 5, 2026", "5. Mai
 * 2026"). The date names a calendar day, so it is read and written in UTC.
 */
export function longDate(locale: SiteLocale, isoDate: string): string {
  return new Intl.DateTimeFormat(htmlLang(locale) === 'de' ? 'de' : 'en', {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`))
}

/** Kelp's events take place in Berlin and are shown in its time, as the app shows them. */
const EVENT_TIME_ZONE = 'Europe/Berlin'

/** An ISO date-time as a long date with the Berlin time ("21 January 2027 at 16:00"). */
export function eventDateTime(locale: SiteLocale, isoDateTime: string): string {
  return new Intl.DateTimeFormat(htmlLang(locale) === 'de' ? 'de' : 'en', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: EVENT_TIME_ZONE,
  }).format(new Date(isoDateTime))
}
