import { describe, expect, it } from 'vitest'
import { projectSite } from './location'

describe('projectSite', () => {
  it('is null when the label only names the country, in any of the sources spellings', () => {
    expect(projectSite('United States of America', 'US')).toBeNull()
    expect(projectSite('USA', 'US')).toBeNull()
    expect(projectSite('Turkey ', 'TR')).toBeNull()
    expect(projectSite('Tanzania United Republic of', 'TZ')).toBeNull()
    expect(projectSite('Democratic Republic of Congo', 'CD')).toBeNull()
    expect(projectSite('Finland', 'FI')).toBeNull()
  })

  it('keeps what the label adds below the country', () => {
    expect(projectSite('Tampere, Finland', 'FI')).toBe('Tampere')
    expect(projectSite('California, USA', 'US')).toBe('California')
    expect(projectSite('Scotia, CA', 'US')).toBe('Scotia, CA')
    expect(projectSite('Innisfail, Alberta', 'CA')).toBe('Innisfail, Alberta')
    expect(projectSite('Princeton, NJ and Berkeley, CA', 'US')).toBe(
      'Princeton, NJ and Berkeley, CA',
    )
  })
})
