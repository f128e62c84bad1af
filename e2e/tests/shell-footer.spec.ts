import { expect, test } from '@playwright/test'
import { DESKTOP, MOBILE, skipConsent } from './shell-helpers'

test.beforeEach(async ({ page }) => skipConsent(page))

const hrefs = [
  '/about',
  '/course',
  '/blog',
  '/glossary',
  '/imprint',
  '/terms-and-conditions',
  '/webinars',
  '/projects',
  '/contribute/germany',
  '/course',
]

for (const [prefix, viewport, t] of [
  [
    '',
    DESKTOP,
    {
      about: 'About us',
      terms: 'Terms and conditions',
      contact: 'Call or write to us',
      social: 'Kelp on LinkedIn',
    },
  ],
  [
    '/de',
    MOBILE,
    {
      about: 'Über uns',
      terms: 'AGB',
      contact: 'Rufen Sie uns an oder schreiben Sie uns',
      social: 'Kelp auf LinkedIn',
    },
  ],
] as const) {
  test(`footer links, contact path, social and copyright (${prefix || '/en'}, ${viewport.width} px)`, async ({
    page,
  }) => {
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
    await expect(footer.getByRole('link', { name: t.contact })).toHaveAttribute(
      'href',
      `${prefix}/contact`,
    )
    await expect(footer.getByRole('link', { name: t.social })).toHaveAttribute('target', '_blank')
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Kelp.`)
  })
}

test('the planner page hides the footer', async ({ page }) => {
  await page.goto('/kelpatlas')
  await expect(page.locator('[data-logo="planner"]')).toBeVisible()
  await expect(page.getByRole('contentinfo')).toHaveCount(0)
})
