import { describe, expect, it } from 'vitest'
import { localeFreePath, localizedPath } from './locales'

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

describe('localeFreePath', () => {
  it('takes the locale prefix off an address’s path, the home page as the empty path', () => {
    expect(localeFreePath('/de/scorecard/5f0c')).toBe('/scorecard/5f0c')
    expect(localeFreePath('/keys/scorecard/5f0c')).toBe('/scorecard/5f0c')
    expect(localeFreePath('/scorecard/5f0c')).toBe('/scorecard/5f0c')
    expect(localeFreePath('/design/x')).toBe('/design/x')
    expect(localeFreePath('/de')).toBe('')
    expect(localeFreePath('/')).toBe('')
  })

  it('gives back the path localizedPath made', () => {
    for (const locale of ['en', 'de', 'keys'] as const)
      for (const path of ['', '/imprint', '/scorecard/abc'])
        expect(localeFreePath(localizedPath(locale, path))).toBe(path)
  })
})
