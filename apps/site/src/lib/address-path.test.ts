import { describe, expect, it } from 'vitest'
import { languageLinksScript } from './address-path'

/** The navbar's language links as the build wrote them for the page's own path. */
function navbar() {
  const link = (lang: string, href: string) => {
    const attributes: Record<string, string> = { href }
    return {
      lang,
      setAttribute: (name: string, value: string) => (attributes[name] = value),
      get href() {
        return attributes.href
      },
    }
  }
  const links = [link('en', '/scorecard/shared'), link('de', '/de/scorecard/shared')]
  const doc = {
    querySelectorAll: (selector: string) => (selector === 'header a[lang]' ? links : []),
  }
  return { links, doc }
}

/** Runs the page's inline script as the browser would, at `pathname`. */
function runAt(pathname: string, doc: unknown) {
  new Function('document', 'location', languageLinksScript())(doc, { pathname })
}

describe('the language links of a page that answers many addresses', () => {
  it('point at the address in each language', () => {
    const { links, doc } = navbar()
    runAt('/de/scorecard/5f0c1a5e', doc)
    expect(links.map((link) => link.href)).toEqual([
      '/scorecard/5f0c1a5e',
      '/de/scorecard/5f0c1a5e',
    ])
    runAt('/keys/scorecard/abc', doc)
    expect(links.map((link) => link.href)).toEqual(['/scorecard/abc', '/de/scorecard/abc'])
  })
})
