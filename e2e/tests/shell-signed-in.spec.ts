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
