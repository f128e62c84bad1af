import { expect, test } from '@playwright/test'
import { DESKTOP, MOBILE, skipConsent } from './shell-helpers'

test.beforeEach(async ({ page }) => skipConsent(page))

// One link per destination: the e-mail course is the only course page ("Academy" was a second
// link to it). The legal links sit in the bottom row with the cookie settings.
const hrefs = [
  '/about',
  '/course',
  '/blog',
  '/glossary',
  '/webinars',
  '/projects',
  '/contribute/germany',
  '/imprint',
  '/terms-and-conditions',
  '/privacy-policy',
]

for (const [prefix, viewport, t] of [
  [
    '',
    DESKTOP,
    {
      about: 'About us',
      course: 'E-mail course',
      terms: 'Terms and conditions',
      privacy: 'Privacy policy',
      settings: 'Cookie settings',
      contact: 'Call or write to us',
      social: 'Kelp on LinkedIn',
    },
  ],
  [
    '/de',
    MOBILE,
    {
      about: 'Über uns',
      course: 'E-Mail-Kurs',
      terms: 'AGB',
      privacy: 'Datenschutzerklärung',
      settings: 'Cookie-Einstellungen',
      contact: 'Rufen Sie uns an oder schreiben Sie uns',
      social: 'Kelp auf LinkedIn',
    },
  ],
] as const) {
  test(`footer links, contact path, social and copyright (${prefix || '/en'}, ${viewport.width} px)`, async ({
    page,
  }, info) => {
    await page.setViewportSize(viewport)
    await page.goto(`${prefix}/imprint`)
    const footer = page.getByRole('contentinfo')
    const links = footer.getByRole('listitem').getByRole('link')
    await expect(links).toHaveCount(10)
    for (const [index, href] of hrefs.entries()) {
      await expect(links.nth(index)).toHaveAttribute('href', `${prefix}${href}`)
    }
    await expect(footer.getByRole('link', { name: t.about })).toBeVisible()
    await expect(footer.getByRole('link', { name: t.terms })).toBeVisible()
    await expect(footer.getByRole('link', { name: t.course })).toHaveCount(1)
    await expect(footer.getByRole('link', { name: t.privacy })).toBeVisible()
    await expect(footer.getByRole('button', { name: t.settings })).toBeVisible()
    await expect(footer.getByRole('link', { name: t.contact })).toHaveAttribute(
      'href',
      `${prefix}/contact`,
    )
    await expect(footer.getByRole('link', { name: t.social })).toHaveAttribute('target', '_blank')
    // The year is the one the page was rendered in (the static site's at build time).
    await expect(footer).toContainText(/© \d{4} Kelp\./)
    await footer.scrollIntoViewIfNeeded()
    await footer.screenshot({ path: info.outputPath(`footer-${viewport.width}.png`) })
  })
}

test('every page with a footer offers the cookie settings', async ({ page, request }) => {
  const { items } = await (await request.get('/api/projects?perPage=1')).json()
  for (const path of [
    '/',
    '/de/blog/vcmi-claims-code',
    '/glossary',
    '/de/webinars',
    '/projects',
    `/de/projects/${(items[0] as { slug: string }).slug}`,
    '/contribute/germany',
    '/de/auth/sign-in',
    '/scorecard',
    '/de/no-such-page',
  ]) {
    await page.goto(path)
    const name = path.startsWith('/de') ? 'Cookie-Einstellungen' : 'Cookie settings'
    await expect(page.getByRole('contentinfo').getByRole('button', { name }), path).toBeVisible()
  }
})

test('the planner page keeps the footer, with its cookie settings', async ({ page }) => {
  for (const [path, name] of [
    ['/kelpatlas', 'Cookie settings'],
    ['/de/kelpatlas', 'Cookie-Einstellungen'],
  ] as const) {
    await page.goto(path)
    await expect(page.locator('[data-logo="planner"]')).toBeVisible()
    await expect(page.getByRole('contentinfo').getByRole('button', { name })).toBeVisible()
  }
})
