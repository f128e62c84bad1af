import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

const slugs = [
  '',
  '/plan',
  '/buy-credits',
  '/manage-portfolio',
  '/report',
  '/course',
  '/course/unsubscribe',
  '/blog',
  '/blog/vcmi-claims-code',
  '/glossary',
  '/webinars',
  '/customers',
  '/about',
  '/contact',
  '/scorecard',
  // A shared scorecard's page; this id has no scorecard, so the page says so.
  '/scorecard/5f0c1a5e-8a43-4d0e-9c1f-3b1f2d9f6a11',
  '/sustainability-integrity-index-sii',
  '/imprint',
  '/terms-and-conditions',
  '/privacy-policy',
]

for (const prefix of ['', '/de']) {
  test.describe(`marketing pages ${prefix || '/'}`, () => {
    for (const slug of slugs) {
      const path = `${prefix}${slug}` || '/'
      test(`${path} renders one h1, all texts and no serious a11y issue`, async ({ page }) => {
        const response = await page.goto(path)
        expect(response?.status()).toBe(200)
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
        await expect(page.locator('body')).not.toContainText('KEY IS MISSING')
        await expect(page.locator('html')).toHaveAttribute('lang', prefix ? 'de' : 'en')
        const { violations } = await new AxeBuilder({ page }).analyze()
        const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
        expect(serious.map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([])
      })
    }
  })
}

test('SEO: canonical, hreflang alternates, sitemap and robots', async ({ page, request }) => {
  await page.goto('/de/plan')
  await expect(page).toHaveTitle(/ATLAS Netto-Null-Planer/)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/de\/plan$/)
  await expect(page.locator('link[hreflang="en"]')).toHaveAttribute('href', /\/plan$/)
  await expect(page.locator('link[hreflang="de"]')).toHaveAttribute('href', /\/de\/plan$/)
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /Scope 1, 2 und 3/,
  )

  const sitemap = await request.get('/sitemap.xml')
  expect(sitemap.status()).toBe(200)
  const xml = await sitemap.text()
  expect(xml).toContain('/de/sustainability-integrity-index-sii</loc>')
  expect(xml).toContain('/blog/biochar-explained</loc>')
  const robots = await request.get('/robots.txt')
  expect(await robots.text()).toContain('Sitemap:')
})

test('glossary has an A–Z index with working deep links', async ({ page }) => {
  await page.goto('/glossary')
  await page
    .getByRole('navigation', { name: 'A–Z index' })
    .getByRole('link', { name: 'Terms starting with V' })
    .click()
  await expect(page).toHaveURL(/#letter-V$/)
  await page.goto('/de/glossary#permanence')
  await expect(page.getByRole('link', { name: 'Permanenz' })).toBeInViewport()
})

test('blog index links to articles in German', async ({ page }) => {
  await page.goto('/de/blog')
  await page.getByRole('link', { name: /Pflanzenkohle/ }).click()
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Pflanzenkohle')
  await page.getByRole('link', { name: 'Zurück zum Blog' }).click()
  await expect(page).toHaveURL(/\/de\/blog$/)
})

test('unknown marketing slugs are 404', async ({ request }) => {
  expect((await request.get('/no-such-page')).status()).toBe(404)
  expect((await request.get('/blog/no-such-article')).status()).toBe(404)
})

test('navbar and footer links to marketing pages all resolve, in both languages', async ({
  page,
  request,
}) => {
  const marketing = new Set(slugs.filter((slug) => !slug.startsWith('/blog/')))
  for (const home of ['/', '/de']) {
    await page.goto(home)
    const hrefs = await page
      .locator('header a[href^="/"], nav a[href^="/"], footer a[href^="/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
    const withoutLocale = (href: string) => href.replace(/^\/de(?=\/|$)/, '').replace(/^\/$/, '')
    const targets = [...new Set(hrefs)].filter((href) => marketing.has(withoutLocale(href)))
    expect(targets.length).toBeGreaterThanOrEqual(8)
    for (const href of targets) {
      expect((await request.get(href)).status(), href).toBe(200)
    }
  }
})
