import { expect, test, type Page } from '@playwright/test'
import { DESKTOP, MOBILE, skipConsent } from './shell-helpers'

const EMAIL = 'ada@kelp-customer.example'

/** A signed-in visitor: a token cookie and a profile answer (the shell only reads the e-mail). */
async function signIn(page: Page, baseURL: string) {
  await skipConsent(page)
  await page.context().addCookies([
    { name: 'accessToken', value: 'e2e-token', url: baseURL },
    { name: 'signedIn', value: '1', url: baseURL },
  ])
  await page.route('**/api/users/me', (route) =>
    route.fulfill({
      json: {
        id: '00000000-0000-4000-8000-000000000001',
        email: EMAIL,
        firstName: 'Ada',
        lastName: 'Lovelace',
        locale: 'en',
        emailVerified: true,
        company: null,
        role: null,
        portfolioAccess: true,
      },
    }),
  )
  await page.route('**/api/auth/logout', (route) => route.fulfill({ status: 204 }))
}

test('desktop user menu: e-mail, Portfolio, Planner, Log out; focused paths hide links', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize(DESKTOP)
  await signIn(page, baseURL!)
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
  await signIn(page, baseURL!)
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
