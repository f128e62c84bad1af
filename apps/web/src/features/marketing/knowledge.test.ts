import { describe, expect, it } from 'vitest'
import { articles as articlesDe } from '../../../content/blog/de'
import { articles as articlesEn } from '../../../content/blog/en'
import { terms as termsDe } from '../../../content/glossary/de'
import { terms as termsEn } from '../../../content/glossary/en'
import { webinars as webinarsDe } from '../../../content/webinars/de'
import { webinars as webinarsEn } from '../../../content/webinars/en'
import { getGlossary, getWebinars } from './knowledge'

const ids = (list: { id?: string; slug?: string }[]) => list.map((x) => x.id ?? x.slug).sort()

describe('marketing content', () => {
  it('has at least 6 articles, 30 glossary terms and 4 webinars per language', () => {
    for (const list of [articlesEn, articlesDe]) expect(list.length).toBeGreaterThanOrEqual(6)
    for (const list of [termsEn, termsDe]) expect(list.length).toBeGreaterThanOrEqual(30)
    for (const list of [webinarsEn, webinarsDe]) expect(list.length).toBeGreaterThanOrEqual(4)
  })

  it('uses the same slugs and anchors in English and German', () => {
    expect(ids(articlesDe)).toEqual(ids(articlesEn))
    expect(ids(termsDe)).toEqual(ids(termsEn))
    expect(ids(webinarsDe)).toEqual(ids(webinarsEn))
    expect(new Set(ids(termsEn)).size).toBe(termsEn.length)
  })

  it('never claims climate neutrality (EU Directive 2024/825)', () => {
    const text = JSON.stringify([articlesEn, articlesDe, termsEn, termsDe])
    const claims =
      text.match(/\b(we are|is now|become|becomes|go) (climate|carbon)[- ]neutral/gi) ?? []
    const claimsDe = text.match(/\b(sind|ist jetzt|werden|wird) (klima|CO₂-)neutral/gi) ?? []
    expect([...claims, ...claimsDe]).toEqual([])
  })

  it('groups the glossary by letter in alphabetical order', () => {
    const letters = getGlossary('de').map((group) => group.letter)
    expect(letters).toEqual([...letters].sort((a, b) => a.localeCompare(b, 'de')))
    expect(getGlossary('en')[0]?.terms[0]?.id).toBe('additionality')
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
