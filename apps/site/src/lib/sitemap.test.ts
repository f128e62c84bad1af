import { describe, expect, it } from 'vitest'
import { sitemapXml } from './sitemap'

describe('sitemapXml', () => {
  it('lists each page in English and German with both alternates', () => {
    const xml = sitemapXml(new URL('https://kelp.example'), ['', '/blog/biochar-explained'])
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
    expect(locs).toEqual([
      'https://kelp.example/',
      'https://kelp.example/de',
      'https://kelp.example/blog/biochar-explained',
      'https://kelp.example/de/blog/biochar-explained',
    ])
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="de" href="https://kelp.example/de/blog/biochar-explained" />',
    )
    expect(xml.match(/<priority>1<\/priority>/g)).toHaveLength(2)
    expect(xml.match(/<priority>0.7<\/priority>/g)).toHaveLength(2)
  })
})
