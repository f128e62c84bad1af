import { expect, test } from '@playwright/test'
import { DESKTOP, MOBILE, makeTall, skipConsent } from './shell-helpers'

test.beforeEach(async ({ page }) => skipConsent(page))

test.describe('mobile', () => {
  test.use({ viewport: MOBILE })

  for (const [prefix, t] of [
    [
      '',
      {
        open: 'Open menu',
        close: 'Close menu',
        solutions: 'Solutions',
        knowledge: 'Knowledge center',
        plan: 'Plan',
        blog: 'Blog',
      },
    ],
    [
      '/de',
      {
        open: 'Menü öffnen',
        close: 'Menü schließen',
        solutions: 'Lösungen',
        knowledge: 'Wissenszentrum',
        plan: 'Planen',
        blog: 'Blog',
      },
    ],
  ] as const) {
    test(`hamburger menu: offset, independent sections, scroll lock, reset (${prefix || '/en'})`, async ({
      page,
    }) => {
      await page.goto(`${prefix}/imprint`)
      await makeTall(page)
      await page.getByRole('button', { name: t.open }).click()
      const menu = page.locator('#mobile-menu')
      await expect(menu).toBeVisible()
      const box = await menu.boundingBox()
      expect(box?.y).toBe(89)
      expect(box?.height).toBe(812 - 89)
      await expect(page.locator('body')).toHaveCSS('overflow', 'hidden')

      const solutions = menu.getByRole('button', { name: t.solutions })
      const knowledge = menu.getByRole('button', { name: t.knowledge })
      await solutions.click()
      await knowledge.click()
      await expect(solutions).toHaveAttribute('aria-expanded', 'true')
      await expect(knowledge).toHaveAttribute('aria-expanded', 'true')
      await knowledge.click()
      await expect(solutions).toHaveAttribute('aria-expanded', 'true')
      await expect(knowledge).toHaveAttribute('aria-expanded', 'false')
      await expect(menu.getByRole('link', { name: new RegExp(`^${t.plan}`) })).toBeVisible()

      await page.getByRole('button', { name: t.close }).click()
      await expect(menu).toBeHidden()
      await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden')
      await page.getByRole('button', { name: t.open }).click()
      await expect(menu.getByRole('button', { name: t.solutions })).toHaveAttribute(
        'aria-expanded',
        'false',
      )
    })
  }

  test('a 50 px spacer on /projects/ paths, on mobile only', async ({ page }) => {
    await page.goto('/projects/some-project')
    const spacer = page.getByTestId('mobile-spacer')
    await expect(spacer).toBeAttached()
    expect((await spacer.boundingBox())?.height).toBe(50)
    await page.goto('/de/imprint')
    await expect(spacer).toHaveCount(0)
  })
})

test('no spacer on desktop and no hamburger', async ({ page }) => {
  await page.setViewportSize(DESKTOP)
  await page.goto('/projects/some-project')
  await expect(page.getByTestId('mobile-spacer')).toBeHidden()
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden()
})
