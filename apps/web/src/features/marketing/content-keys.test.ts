import { describe, expect, it } from 'vitest'
import { getCaseStudies } from './content'
import { contentKeys } from './content-keys'

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

  it('gives the keys locale keys for the case studies', () => {
    expect(getCaseStudies('keys')[0]!.quote).toBe('content.customers.0.quote')
  })
})
