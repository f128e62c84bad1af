import { webinarHasStarted } from '@kelp/core/marketing'

/**
 * The webinars page's lists: the API's schedule joined to each webinar's texts, split at a
 * moment into upcoming (nearest first) and past (most recent first).
 */
export interface ScheduledWebinar {
  id: string
  /** ISO date-time in UTC. */
  startsAt: string
  durationMinutes: number
}

export interface WebinarTexts {
  title: string
  summary: string
  speakerRole: string
}

export type Webinar = ScheduledWebinar & WebinarTexts

/**
 * Each scheduled webinar with its texts; throws naming every webinar without texts and every
 * text file without a webinar, so the build fails rather than showing half a list.
 */
export function joinSchedule(
  schedule: readonly ScheduledWebinar[],
  texts: ReadonlyMap<string, WebinarTexts>,
  language: string,
): Webinar[] {
  const scheduled = new Set(schedule.map((webinar) => webinar.id))
  const problems = [
    ...schedule
      .filter((webinar) => !texts.has(webinar.id))
      .map((webinar) => `${language}/${webinar.id} is missing`),
    ...[...texts.keys()]
      .filter((id) => !scheduled.has(id))
      .map((id) => `${language}/${id} is not in the schedule`),
  ]
  if (problems.length) throw new Error(`Webinar problems:\n- ${problems.join('\n- ')}`)
  return schedule.map((webinar) => ({ ...webinar, ...texts.get(webinar.id)! }))
}

/** Upcoming and past at `now` (milliseconds since the epoch), by the API's rule. */
export function splitWebinars<W extends ScheduledWebinar>(list: readonly W[], now: number) {
  const upcoming = list
    .filter((webinar) => !webinarHasStarted(webinar.startsAt, now))
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt))
  const past = list
    .filter((webinar) => webinarHasStarted(webinar.startsAt, now))
    .sort((a, b) => b.startsAt.localeCompare(a.startsAt))
  return { upcoming, past }
}
