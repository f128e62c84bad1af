import { expect, test } from '@playwright/test'

const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]+)"`).exec(html)?.[1]

test('every page in the sitemap has an Open Graph PNG and a large Twitter card', async ({
  request,
}) => {
  const xml = await (await request.get('/sitemap.xml')).text()
  const pages = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)
  expect(pages.length).toBeGreaterThanOrEqual(34)
  const images = new Set<string>()
  for (const path of pages) {
    const html = await (await request.get(path)).text()
    const image = meta(html, 'og:image')
    expect(image, path).toMatch(/^https?:\/\/[^/]+\/.+/)
    expect(meta(html, 'og:image:width'), path).toBe('1200')
    expect(meta(html, 'twitter:card'), path).toBe('summary_large_image')
    expect(meta(html, 'twitter:image'), path).toBe(image)
    const url = new URL(image!)
    const res = await request.get(`${url.pathname}${url.search}`)
    expect(res.status(), image).toBe(200)
    expect(res.headers()['content-type'], image).toBe('image/png')
    images.add(url.pathname)
  }
  // One image per page and language, not one shared picture.
  expect(images.size).toBe(pages.length)
})
