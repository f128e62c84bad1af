import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { WEBINAR_SCHEDULE } from '@kelp/core/marketing'
import { describe, expect, it } from 'vitest'
import { joinSchedule, splitWebinars } from './webinar-list'

const texts = (ids: string[]) =>
  new Map(ids.map((id) => [id, { title: id, summary: 's', speakerRole: 'r' }]))
const ids = (list: { id: string }[]) => list.map((webinar) => webinar.id)

describe('the webinars page', () => {
  it('has texts for every scheduled webinar in both languages, and no others', () => {
    const schedule = WEBINAR_SCHEDULE.map(({ id }) => id).sort()
    expect(schedule.length).toBeGreaterThanOrEqual(4)
    for (const locale of ['en', 'de']) {
      const files = readdirSync(join(import.meta.dirname, '..', 'content', 'webinars', locale))
      expect(files.map((file) => file.replace(/\.yaml$/, '')).sort()).toEqual(schedule)
    }
  })

  it('fails on a webinar without texts and on texts without a webinar', () => {
    const schedule = [{ id: 'a', startsAt: '2027-01-01T10:00:00Z', durationMinutes: 45 }]
    expect(() => joinSchedule(schedule, texts(['b']), 'de')).toThrow(
      /de\/a is missing[\s\S]*de\/b is not in the schedule/,
    )
    expect(joinSchedule(schedule, texts(['a']), 'en')[0]).toMatchObject({ id: 'a', title: 'a' })
  })

  it('splits webinars into upcoming (nearest first) and past (latest first)', () => {
    const { upcoming, past } = splitWebinars(WEBINAR_SCHEDULE, Date.parse('2026-12-01T00:00:00Z'))
    expect(ids(upcoming)).toEqual(['csrd-credits-2027', 'vcmi-gold-roadmap'])
    expect(ids(past)).toEqual(['green-claims-after-2026', 'removals-buyers-guide'])
  })

  it('counts a webinar as past from its start, as the API refuses registrations then', () => {
    const start = Date.parse('2027-01-21T15:00:00Z')
    expect(ids(splitWebinars(WEBINAR_SCHEDULE, start - 1).upcoming)).toContain('csrd-credits-2027')
    const atStart = splitWebinars(WEBINAR_SCHEDULE, start)
    expect(ids(atStart.upcoming)).toEqual(['vcmi-gold-roadmap'])
    expect(ids(atStart.past)[0]).toBe('csrd-credits-2027')
  })
})
