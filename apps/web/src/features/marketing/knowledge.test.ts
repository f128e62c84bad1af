import { describe, expect, it } from 'vitest'
import { webinars as webinarsDe } from '../../../content/webinars/de'
import { webinars as webinarsEn } from '../../../content/webinars/en'
import { getWebinars } from './knowledge'

const ids = (list: { id: string }[]) => list.map((x) => x.id).sort()

// The blog and the glossary are Markdown pages of apps/site, tested there.
describe('marketing content', () => {
  it('has at least 4 webinars per language, with the same ids', () => {
    for (const list of [webinarsEn, webinarsDe]) expect(list.length).toBeGreaterThanOrEqual(4)
    expect(ids(webinarsDe)).toEqual(ids(webinarsEn))
  })

  it('splits webinars into upcoming and past', () => {
    const { upcoming, past } = getWebinars('en', new Date('2026-12-01T00:00:00Z'))
    expect(upcoming.map((w) => w.id)).toEqual(['csrd-credits-2027', 'vcmi-gold-roadmap'])
    expect(past.map((w) => w.id)).toEqual(['green-claims-after-2026', 'removals-buyers-guide'])
  })
})

describe('webinar schedule', () => {
  it('matches the API schedule in @kelp/core/marketing', async () => {
    const { WEBINAR_SCHEDULE } = await import('@kelp/core/marketing')
    const schedule = WEBINAR_SCHEDULE.map(({ id, startsAt }) => `${id}@${startsAt}`).sort()
    for (const list of [webinarsEn, webinarsDe]) {
      expect(list.map(({ id, startsAt }) => `${id}@${startsAt}`).sort()).toEqual(schedule)
    }
  })
})
