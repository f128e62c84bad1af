import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { DESKTOP, MOBILE, makeTall, skipConsent } from './shell-helpers'

test.beforeEach(async ({ page }) => skipConsent(page))

test('client navigation scrolls to top and shows the projects list skeleton', async ({ page }) => {
  // Hold the target's server response so the placeholder can be seen.
  await page.route(/\/projects(\?|$)/, async (route) => {
    if (route.request().headers()['rsc']) await new Promise((resolve) => setTimeout(resolve, 1500))
    await route.continue()
  })
  await page.goto('/imprint')
  await makeTall(page)
  const link = page.getByRole('contentinfo').getByRole('link', { name: 'Browse projects' })
  await link.scrollIntoViewIfNeeded()
  await link.click()
  const skeleton = page.getByRole('status', { name: 'Loading projects' })
  await expect(skeleton).toBeVisible()
  await expect(skeleton.getByTestId('skeleton-card')).toHaveCount(6)
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
  await expect(page).toHaveURL(/\/projects$/)
  await expect(skeleton).toBeHidden()
})

test('German navigation to the portfolio shows the portfolio loading view', async ({ page }) => {
  await page.route(/portfolio/, async (route) => {
    if (route.request().headers()['rsc']) await new Promise((resolve) => setTimeout(resolve, 1500))
    await route.continue()
  })
  await page.goto('/de/imprint')
  await page.getByRole('navigation').first().getByRole('button', { name: 'Lösungen' }).click()
  await page.getByRole('link', { name: /Portfolio verwalten/ }).click()
  await expect(page.getByRole('status', { name: 'Portfolio wird geladen' })).toBeVisible()
  await expect(page).toHaveURL(/\/de\/manage-portfolio$/)
})

for (const viewport of [DESKTOP, MOBILE]) {
  test(`scroll position is restored on back navigation (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    await page.goto('/imprint')
    await makeTall(page)
    await page.evaluate(() => window.scrollTo(0, 1200))
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1200)
    await page.getByRole('contentinfo').getByRole('link', { name: 'Glossary' }).click()
    await expect(page).toHaveURL(/\/glossary$/)
    await page.goBack()
    await expect(page).toHaveURL(/\/imprint$/)
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBeGreaterThan(1000)
    const saved = await page.evaluate(() => sessionStorage.getItem('kelp:scroll:/imprint'))
    expect(saved).not.toBeNull()
  })
}

for (const [path, viewport] of [
  ['/', DESKTOP],
  ['/de/imprint', MOBILE],
] as const) {
  test(`the shell has no serious or critical accessibility violations (${path}, ${viewport.width} px)`, async ({
    page,
  }, info) => {
    await page.setViewportSize(viewport)
    await page.goto(path)
    await page.screenshot({ path: info.outputPath(`shell-${viewport.width}.png`), fullPage: true })
    if (viewport === MOBILE) {
      await page.getByRole('button', { name: 'Menü öffnen' }).click()
      await page.getByRole('button', { name: 'Lösungen' }).click()
      await page.screenshot({ path: info.outputPath('shell-menu-375.png'), animations: 'disabled' })
    }
    const results = await new AxeBuilder({ page }).include('header').include('footer').analyze()
    const serious = results.violations.filter(
      (v) => v.impact === 'serious' || v.impact === 'critical',
    )
    expect(
      serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([])
  })
}
