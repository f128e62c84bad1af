import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { DESKTOP, MOBILE, makeTall, signInWithStubProfile, skipConsent } from './shell-helpers'

/** An app page (Next.js) with the shell, for the app's client navigation. */
const APP_PAGE = '/contribute/germany'

test.beforeEach(async ({ page }) => skipConsent(page))

/** Holds the app router's payload requests to `url` until the returned function is called. */
async function holdPayloads(page: Page, url: RegExp) {
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(url, async (route) => {
    if (route.request().headers()['rsc']) await held
    await route.continue()
  })
  return release
}

test('client navigation scrolls to top and shows the projects list skeleton', async ({ page }) => {
  // Hold the target's server response until the placeholder has been seen.
  const release = await holdPayloads(page, /\/projects(\?|$)/)
  // An app page: client navigation is the app's (static pages load the next page in full).
  await page.goto(APP_PAGE)
  await makeTall(page)
  const link = page.getByRole('contentinfo').getByRole('link', { name: 'Browse projects' })
  await link.scrollIntoViewIfNeeded()
  await link.click()
  const skeleton = page.getByRole('status', { name: 'Loading projects' })
  await expect(skeleton).toBeVisible()
  await expect(skeleton.getByTestId('skeleton-card')).toHaveCount(6)
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
  release()
  await expect(page).toHaveURL(/\/projects$/)
  await expect(skeleton).toBeHidden()
})

test('German navigation to the portfolio shows the portfolio loading view', async ({
  page,
  baseURL,
}) => {
  await signInWithStubProfile(page, baseURL!)
  const release = await holdPayloads(page, /portfolio-manager/)
  await page.goto(`/de${APP_PAGE}`)
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' })
  await nav.getByRole('button', { name: 'Kontomenü' }).click()
  await nav.getByRole('link', { name: 'Portfolio', exact: true }).click()
  await expect(page.getByRole('status', { name: 'Portfolio wird geladen' })).toBeVisible()
  release()
})

test('a link from an app page to a static page loads it, and Back returns to the same URL', async ({
  page,
}) => {
  const payloadRequests: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/glossary' && request.url().includes('_rsc='))
      payloadRequests.push(request.url())
  })
  await page.goto(APP_PAGE)
  await page.getByRole('contentinfo').getByRole('link', { name: 'Glossary' }).click()
  await expect(page).toHaveURL(/\/glossary$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.goBack()
  await expect(page).toHaveURL(new RegExp(`${APP_PAGE}$`))
  // The app's router never asked the static page for a server-component payload.
  expect(payloadRequests).toEqual([])
})

for (const viewport of [DESKTOP, MOBILE]) {
  test(`scroll position is restored on back navigation (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    await page.goto(APP_PAGE)
    await makeTall(page)
    await page.evaluate(() => window.scrollTo(0, 1200))
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1200)
    // Another app page: the footer's other links but the portfolio's lead to static pages
    // (apps/site), which load in full.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Browse projects' }).click()
    await expect(page).toHaveURL(/\/projects$/)
    await page.goBack()
    await expect(page).toHaveURL(new RegExp(`${APP_PAGE}$`))
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBeGreaterThan(1000)
    const saved = await page.evaluate(
      (path) => sessionStorage.getItem(`kelp:scroll:${path}`),
      APP_PAGE,
    )
    expect(saved).not.toBeNull()
  })
}

test('an app page keeps its scroll position across a static page', async ({ page }) => {
  // The click leaves the app with a full page load; the app page loads afresh on the way back.
  await page.setViewportSize(MOBILE)
  await page.goto(APP_PAGE)
  const footer = page.getByRole('contentinfo')
  await footer.scrollIntoViewIfNeeded()
  const y = await page.evaluate(() => Math.round(window.scrollY))
  expect(y).toBeGreaterThan(500)
  await footer.getByRole('link', { name: 'Glossary' }).click()
  await expect(page).toHaveURL(/\/glossary$/)
  await page.goBack()
  await expect(page).toHaveURL(new RegExp(`${APP_PAGE}$`))
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBeGreaterThan(y - 10)
})

test('a static page keeps its scroll position for the way back', async ({ page }) => {
  // The page loads afresh on the way back, so it scrolls as far as its own content goes.
  await page.setViewportSize(MOBILE)
  await page.goto('/privacy-policy')
  const footer = page.getByRole('contentinfo')
  await footer.scrollIntoViewIfNeeded()
  const y = await page.evaluate(() => Math.round(window.scrollY))
  expect(y).toBeGreaterThan(500)
  await footer.getByRole('link', { name: 'Glossary' }).click()
  await expect(page).toHaveURL(/\/glossary$/)
  const saved = await page.evaluate(() => sessionStorage.getItem('kelp:scroll:/privacy-policy'))
  expect(saved).not.toBeNull()
  await page.goBack()
  await expect(page).toHaveURL(/\/privacy-policy$/)
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBeGreaterThan(y - 10)
})

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
