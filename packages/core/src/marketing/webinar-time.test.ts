import { describe, expect, it } from 'vitest'
import { webinarHasStarted } from './webinar-time'

describe('webinarHasStarted', () => {
  const startsAt = '2027-01-21T15:00:00Z'
  const at = (iso: string) => Date.parse(iso)

  it('is false before the start and true from the start on', () => {
    expect(webinarHasStarted(startsAt, at('2027-01-21T14:59:59.999Z'))).toBe(false)
    expect(webinarHasStarted(startsAt, at('2027-01-21T15:00:00Z'))).toBe(true)
    expect(webinarHasStarted(startsAt, at('2027-01-22T00:00:00Z'))).toBe(true)
  })

  it('reads the start as an instant, whatever zone it is written in', () => {
    expect(webinarHasStarted('2027-01-21T16:00:00+01:00', at('2027-01-21T15:00:00Z'))).toBe(true)
    expect(webinarHasStarted('2027-01-21T16:00:00+01:00', at('2027-01-21T14:30:00Z'))).toBe(false)
  })

  it('runs from its own source text, as the static site writes it into a page', () => {
    const copy = new Function(
      `return (${webinarHasStarted.toString()})`,
    )() as typeof webinarHasStarted
    expect(copy(startsAt, at('2027-01-21T15:00:00Z'))).toBe(true)
    expect(copy(startsAt, at('2027-01-20T15:00:00Z'))).toBe(false)
  })
})
