/**
 * A webinar has started from its start time on: from then it is a past webinar, and the API
 * takes no more registrations for it. `now` in milliseconds since the epoch.
 *
 * Self-contained (no imports, no outer names): the static site also writes it into its
 * webinars page as it is, for the page's own script (apps/site/src/lib/webinar-split.ts).
 */
export function webinarHasStarted(startsAt: string, now: number): boolean {
  return Date.parse(startsAt) <= now
}
