import { afterEach, describe, expect, it, vi } from 'vitest'
import { clearAccessToken, setAccessToken } from './storage'

/** The accessToken cookie's flags (issue 12, item 6): Lax always, Secure on https. */
function fakeBrowser(protocol: 'http:' | 'https:') {
  const written: string[] = []
  vi.stubGlobal('window', { location: { protocol } })
  vi.stubGlobal('document', {
    get cookie() {
      return ''
    },
    set cookie(value: string) {
      written.push(value)
    },
  })
  return written
}

describe('access token cookie', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('is path-wide, SameSite=Lax and Secure on https', () => {
    const written = fakeBrowser('https:')
    setAccessToken('abc.def')
    expect(written[0]).toMatch(/^accessToken=abc\.def; path=\/; max-age=\d+; SameSite=Lax; Secure$/)
  })

  it('drops Secure only on plain http (local development)', () => {
    const written = fakeBrowser('http:')
    setAccessToken('abc.def')
    expect(written[0]).toContain('SameSite=Lax')
    expect(written[0]).not.toContain('Secure')
  })

  it('clears with the same path and SameSite', () => {
    const written = fakeBrowser('https:')
    clearAccessToken()
    expect(written[0]).toMatch(/^accessToken=; path=\/; max-age=0; SameSite=Lax/)
  })
})
