import { describe, expect, it } from 'vitest'
import { assertContent, brokenLinks, internalLinks, missingCounterparts } from './content-checks'
import { KNOWN_PATHS } from './known-paths'

describe('content checks', () => {
  it('names a page that exists in one language only', () => {
    const entries = [{ id: 'en/imprint' }, { id: 'de/imprint' }, { id: 'en/about' }]
    expect(missingCounterparts(entries)).toEqual(['de/about is missing'])
  })

  it('finds internal links in Markdown and HTML, not external or protocol-relative ones', () => {
    const body =
      'See [terms](/terms-and-conditions#fees), [us](https://kelp.example/about), ' +
      '<a href="/de/glossary">Glossar</a> and [cdn](//cdn.example/x).'
    expect(internalLinks(body)).toEqual(['/terms-and-conditions', '/de/glossary'])
  })

  it('accepts links to the shell’s pages in either language and names the others', () => {
    const entries = [
      { id: 'en/privacy-policy', body: '[Imprint](/imprint) and [gone](/no-such-page)' },
      { id: 'de/privacy-policy', body: '[Impressum](/de/imprint) and [Start](/de)' },
    ]
    expect(brokenLinks(entries, KNOWN_PATHS)).toEqual(['en/privacy-policy links /no-such-page'])
    expect(() => assertContent([entries], KNOWN_PATHS)).toThrow(/no-such-page/)
  })

  it('checks counterparts within each collection', () => {
    const pages = [{ id: 'en/biochar' }]
    const glossary = [{ id: 'de/biochar' }, { id: 'en/biochar' }]
    expect(() => assertContent([pages, glossary], KNOWN_PATHS)).toThrow(/de\/biochar is missing/)
  })
})
