import type { Webinar } from '../../../content/types'
import { webinars as webinarsDe } from '../../../content/webinars/de'
import { webinars as webinarsEn } from '../../../content/webinars/en'
import { contentLocale } from './content'
import { contentKeys } from './content-keys'

/** Webinars split at `now`: upcoming ones nearest first, past ones most recent first. */
export function getWebinars(locale: string, now: Date) {
  const list =
    locale === 'keys'
      ? contentKeys(webinarsEn, 'content.webinars')
      : contentLocale(locale) === 'de'
        ? webinarsDe
        : webinarsEn
  const upcoming = list
    .filter((w: Webinar) => new Date(w.startsAt) >= now)
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt))
  const past = list
    .filter((w: Webinar) => new Date(w.startsAt) < now)
    .sort((a, b) => b.startsAt.localeCompare(a.startsAt))
  return { upcoming, past }
}
