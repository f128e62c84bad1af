import { webinarHasStarted } from '@kelp/core/marketing'

/**
 * The webinars page is built once but read on later days: the build splits the webinars into
 * upcoming and past, and a script in the page moves those that have started since to the past
 * list. Without scripts the build's split stays, each webinar with its date and time.
 */

/** The ids the page's markup carries for the script: each list's heading, `-list` and `-none`. */
export const WEBINAR_IDS = {
  upcoming: 'webinars-upcoming',
  past: 'webinars-past',
  /** The registration's heading; its section is `-section`. */
  registration: 'webinar-registration',
} as const

/**
 * Fixes the part of the page the browser has parsed so far, so the page writes the script after
 * each part it changes and no paint shows a part before its fix (which would be a layout shift):
 * a webinar that has `started` leaves the upcoming list (hidden until the past list is there,
 * then moved to its top, most recent first as the build orders it) and the registration's
 * choice; a list's "none" text shows when it is empty, and the registration hides when nothing
 * is left to register for. Running it again changes nothing. Written into the page as source,
 * so it names nothing outside itself.
 */
export function splitParsedWebinars(
  doc: Document,
  started: (startsAt: string, now: number) => boolean,
  now: number,
  ids: typeof WEBINAR_IDS,
): void {
  const upcoming = doc.getElementById(`${ids.upcoming}-list`)
  if (!upcoming) return
  const past = doc.getElementById(`${ids.past}-list`)
  for (const item of Array.from(upcoming.children) as HTMLElement[]) {
    if (!started(item.dataset.startsAt ?? '', now)) continue
    item.hidden = !past
    if (past) past.insertBefore(item, past.firstElementChild)
    doc.querySelector(`#${ids.registration}-section option[value="${item.id}"]`)?.remove()
  }
  const left = Array.from(upcoming.children).filter((item) => !(item as HTMLElement).hidden)
  const show = (id: string, visible: boolean) => {
    const element = doc.getElementById(id)
    if (element) element.hidden = !visible
  }
  show(`${ids.upcoming}-none`, left.length === 0)
  show(`${ids.registration}-section`, left.length > 0)
  if (past) show(`${ids.past}-none`, past.children.length === 0)
}

/** The page's inline script: the fix above with the API's rule, at the reader's time. */
export function webinarSplitScript(): string {
  return `(${splitParsedWebinars})(document,${webinarHasStarted},Date.now(),${JSON.stringify(WEBINAR_IDS)})`
}
