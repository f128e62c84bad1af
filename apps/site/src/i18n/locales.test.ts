import { describe, expect, it } from 'vitest'
import { localizedPath } from './locales'

describe('localizedPath', () => {
  it('prefixes every locale but English, the home page without a trailing slash', () => {
    expect(localizedPath('en', '/imprint')).toBe('/imprint')
    expect(localizedPath('de', '/imprint')).toBe('/de/imprint')
    expect(localizedPath('keys', '/imprint')).toBe('/keys/imprint')
    expect(localizedPath('en', '')).toBe('/')
    expect(localizedPath('en', '/')).toBe('/')
    expect(localizedPath('de', '/')).toBe('/de')
    expect(localizedPath('de', '')).toBe('/de')
  })
})
