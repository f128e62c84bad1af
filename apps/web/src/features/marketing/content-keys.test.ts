import { describe, expect, it } from 'vitest'
import { getPage } from './content'
import { contentKeys } from './content-keys'
import { getWebinars } from './knowledge'

describe('contentKeys', () => {
  it('replaces every text with its path and keeps addresses, ids, dates and numbers', () => {
    const keyed = contentKeys(
      { title: 'Plan', cta: { label: 'Open', href: '/kelpatlas' }, list: ['a'], minutes: 5 },
      'content.pages.plan',
    )
    expect(keyed).toEqual({
      title: 'content.pages.plan.title',
      cta: { label: 'content.pages.plan.cta.label', href: '/kelpatlas' },
      list: ['content.pages.plan.list.0'],
      minutes: 5,
    })
  })

  it('gives the keys locale keys for pages and webinars', () => {
    expect(getPage('keys', 'contact').heading).toBe('content.pages.contact.heading')
    const { upcoming, past } = getWebinars('keys', new Date('2026-01-01'))
    expect([...upcoming, ...past][0]!.title).toMatch(/^content\.webinars\.\d+\.title$/)
  })
})
