import { describe, expect, it } from 'vitest'
import { ogImagePath, ogPathOf, ogPaths, ogStaticParams } from './og-image'

describe('the one Open Graph image route', () => {
  it('prerenders one image per page and language, each naming its page back', () => {
    const params = ogStaticParams()
    const urls = params.map((p) => `/og/${p.locale}/${p.image.join('/')}`)
    expect(new Set(urls).size).toBe(urls.length)
    for (const p of params) {
      const path = ogPathOf(p.locale, p.image)
      expect(path, p.image.join('/')).toBeDefined()
      expect(ogImagePath(p.locale, path!)).toBe(`/og/${p.locale}/${p.image.join('/')}`)
    }
  })

  it('has a card for the home page, the blog and every article', () => {
    const paths = ogPaths('de')
    expect(paths).toContain('')
    expect(paths).toContain('/blog')
    expect(paths.filter((p) => p.startsWith('/blog/')).length).toBeGreaterThan(0)
    expect(ogImagePath('de', '')).toBe('/og/de/index.png')
  })

  it("shows the home page's card for a page without one, and knows no other image", () => {
    expect(ogImagePath('en', '/course/unsubscribe')).toBe('/og/en/index.png')
    expect(ogPathOf('en', ['no-such-page.png'])).toBeUndefined()
    expect(ogPathOf('en', ['blog', '..', 'index.png'])).toBeUndefined()
  })
})
