import { describe, expect, it } from 'vitest'
import { ogImagePath, ogPathOf, ogPaths, ogStaticParams } from './og-image'

describe('the one Open Graph image route', () => {
  it('prerenders one image per page and language, each naming its page back', () => {
    const params = ogStaticParams()
    const urls = params.map((p) => `/og/${p.locale}/${p.image.join('/')}`)
    expect(new Set(urls).size).toBe(urls.length)
    for (const p of params) {
      const path = ogPathOf(p.image)
      expect(path, p.image.join('/')).toBeDefined()
      expect(ogImagePath(p.locale, path!)).toBe(`/og/${p.locale}/${p.image.join('/')}`)
    }
  })

  it("has a card for the marketing pages it still renders, not for the static site's", () => {
    const paths = ogPaths()
    expect(paths).not.toContain('/scorecard')
    expect(paths).not.toContain('/contact')
    expect(paths).not.toContain('')
  })

  it("shows the home page's card (the static site's) for a page without one, and draws no other", () => {
    expect(ogImagePath('en', '/contribute/success')).toBe('/og/en/index.png')
    expect(ogPathOf(['index.png'])).toBeUndefined()
    expect(ogPathOf(['no-such-page.png'])).toBeUndefined()
    expect(ogPathOf(['blog', '..', 'index.png'])).toBeUndefined()
  })
})
