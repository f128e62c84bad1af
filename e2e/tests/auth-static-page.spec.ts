import { expect, test } from '@playwright/test'
import { expectSessionOutOfReach, uniqueEmail } from './auth-helpers'
import { MODAL_LOCALES, signInModal, signInWithCode } from './auth-modal-helpers'
import { MOBILE, skipConsent } from './shell-helpers'

/** A static page (apps/site): its navbar opens the same sign-in modal as the app's pages. */
const STATIC_PAGE = '/glossary'

const NAV = {
  en: { main: 'Main navigation', signIn: 'Sign in', account: 'Account menu', menu: 'Open menu' },
  de: { main: 'Hauptnavigation', signIn: 'Anmelden', account: 'Kontomenü', menu: 'Menü öffnen' },
} as const

test.beforeEach(async ({ page }) => skipConsent(page))

for (const l of MODAL_LOCALES) {
  const nav = NAV[l.code]

  test(`sign-in on a static page keeps the visitor on it, signed in (${l.code})`, async ({
    page,
  }) => {
    await page.goto(`${l.prefix}${STATIC_PAGE}`)
    const navbar = page.getByRole('navigation', { name: nav.main })
    await navbar.getByRole('button', { name: nav.signIn }).click()
    await expect(page.getByRole('dialog', { name: l.title })).toBeVisible()
    await expect(page.getByTestId('auth-background-projects')).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`${l.prefix}${STATIC_PAGE}$`))

    await signInWithCode(page, page.request, l, uniqueEmail('sia.static'))
    await expect(page.getByRole('status').filter({ hasText: l.success })).toBeVisible()
    await expect(signInModal(page, l)).toBeHidden()
    await expect(navbar.getByRole('button', { name: nav.account })).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`${l.prefix}${STATIC_PAGE}$`))
    await expectSessionOutOfReach(page)
  })

  test(`closing the modal at its first step on a static page goes home (${l.code})`, async ({
    page,
  }) => {
    await page.goto(`${l.prefix}${STATIC_PAGE}`)
    await page
      .getByRole('navigation', { name: nav.main })
      .getByRole('button', { name: nav.signIn })
      .click()
    const modal = page.getByRole('dialog', { name: l.title })
    await modal.getByRole('button', { name: l.close }).click()
    await expect.poll(() => new URL(page.url()).pathname).toBe(l.prefix || '/')
    await expect(signInModal(page, l)).toBeHidden()
  })
}

test('the mobile menu opens the sign-in modal on a static page', async ({ page }) => {
  await page.setViewportSize(MOBILE)
  await page.goto(STATIC_PAGE)
  await page.getByRole('button', { name: NAV.en.menu }).click()
  await page.getByRole('button', { name: NAV.en.signIn }).click()
  await expect(page.getByRole('dialog', { name: MODAL_LOCALES[0].title })).toBeVisible()
})
