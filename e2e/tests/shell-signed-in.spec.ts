import { expect, test } from '@playwright/test'
import { DESKTOP, MOBILE, STUB_EMAIL as EMAIL, signInWithStubProfile } from './shell-helpers'

test('desktop user menu: e-mail, Portfolio, Planner, Log out; focused paths hide links', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize(DESKTOP)
  await signInWithStubProfile(page, baseURL!)
  await page.goto('/imprint')
  const nav = page.getByRole('navigation', { name: 'Main navigation' })
  await nav.getByRole('button', { name: 'Account menu' }).click()
  await expect(nav.getByText(EMAIL)).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Portfolio' })).toHaveAttribute(
    'href',
    '/portfolio-manager',
  )
  await expect(nav.getByRole('link', { name: 'Planner' })).toHaveAttribute('href', '/kelpatlas')
  await expect(nav.getByRole('link', { name: /^Contact us/ })).toBeVisible()

  await page.goto('/orbit/shell-check')
  await nav.getByRole('button', { name: 'Account menu' }).click()
  await expect(nav.getByText(EMAIL)).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Portfolio' })).toHaveCount(0)
  await expect(nav.getByRole('link', { name: 'Planner' })).toHaveCount(0)
  await expect(nav.getByRole('link', { name: /^Contact us/ })).toHaveCount(0)
  await nav.getByRole('button', { name: 'Log out' }).click()
  await expect(nav.getByRole('button', { name: 'Sign in' })).toBeVisible()
})

test('mobile menu when signed in (German)', async ({ page, baseURL }) => {
  await page.setViewportSize(MOBILE)
  await signInWithStubProfile(page, baseURL!)
  await page.goto('/de/imprint')
  await page.getByRole('button', { name: 'Menü öffnen' }).click()
  const menu = page.getByRole('region', { name: 'Menü' })
  await expect(menu.getByRole('link', { name: 'Portfolio Manager' })).toHaveAttribute(
    'href',
    '/de/portfolio-manager',
  )
  await expect(menu.getByRole('link', { name: 'ATLAS' })).toHaveAttribute('href', '/de/kelpatlas')
  await expect(menu.getByRole('link', { name: /^Kontakt/ })).toHaveAttribute('href', '/de/contact')
  await menu.getByRole('button', { name: 'Abmelden' }).click()
  await expect(menu).toBeHidden()
})

test('a signed-in visitor never sees "Sign in" on a static page while its navbar loads', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize(DESKTOP)
  await signInWithStubProfile(page, baseURL!)
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/_astro\/site-navbar\.[^/]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/imprint')
  const nav = page.getByRole('navigation', { name: 'Main navigation' })
  const signIn = nav.getByRole('button', { name: 'Sign in' })
  // The page has painted, its navbar island is still loading: "Sign in" is in the HTML, hidden.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(signIn).toBeHidden()
  release()
  await expect(nav.getByRole('button', { name: 'Account menu' })).toBeVisible()
  await expect(signIn).toHaveCount(0)
})
