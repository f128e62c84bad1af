import { expect, test } from '@playwright/test'
import { skipConsent } from './shell-helpers'
import { expectSessionOutOfReach, gotoReady, uniqueEmail } from './auth-helpers'
import { newCompanyAdmin, useToken } from './orbit-helpers'

const locales = [
  {
    name: 'English',
    prefix: '',
    signUp: 'Create your account',
    first: 'First name',
    last: 'Last name',
    email: 'Company e-mail',
    password: 'Password',
    repeat: 'Repeat password',
    submitSignUp: 'Sign up',
    sent: 'Check your inbox',
    subject: 'Verify your email address',
    verified: 'Email verification success',
    signInLink: 'Sign in',
    emailField: 'Company e-mail',
    mismatch: 'Passwords do not match',
    business: 'Please use your company email address.',
  },
  {
    name: 'German',
    prefix: '/de',
    signUp: 'Konto erstellen',
    first: 'Vorname',
    last: 'Nachname',
    email: 'Unternehmens-E-Mail',
    password: 'Passwort',
    repeat: 'Passwort wiederholen',
    submitSignUp: 'Registrieren',
    sent: 'Prüfen Sie Ihren Posteingang',
    subject: 'Bestätigen Sie Ihre E-Mail-Adresse',
    verified: 'E-Mail-Adresse erfolgreich bestätigt',
    signInLink: 'Anmelden',
    emailField: 'Unternehmens-E-Mail',
    mismatch: 'Passwörter stimmen nicht überein',
    business: 'Bitte verwenden Sie Ihre Unternehmens-E-Mail-Adresse.',
  },
]

for (const l of locales) {
  test(`sign up, verify from the dev mailbox, sign in and log out (${l.name})`, async ({
    page,
  }) => {
    await skipConsent(page)
    const email = uniqueEmail()
    const password = 'correct horse battery'
    await gotoReady(page, `${l.prefix}/auth/sign-up`)
    await expect(page.getByRole('heading', { level: 1, name: l.signUp })).toBeVisible()
    await page.getByLabel(l.first).fill('Anna')
    await page.getByLabel(l.last).fill('Berg')
    await page.getByLabel(l.email).fill('anna@gmail.com')
    await page.getByLabel(l.password, { exact: true }).fill(password)
    await page.getByLabel(l.repeat).fill('something else')
    await page.getByRole('button', { name: l.submitSignUp }).click()
    await expect(page.getByText(l.business)).toBeVisible()
    await expect(page.getByText(l.mismatch)).toBeVisible()

    await page.getByLabel(l.email).fill(email)
    await page.getByLabel(l.repeat).fill(password)
    await page.getByRole('button', { name: l.submitSignUp }).click()
    await expect(page.getByRole('heading', { level: 1, name: l.sent })).toBeVisible()

    await gotoReady(page, `${l.prefix}/dev/mailbox`)
    const mail = page.getByRole('article', { name: l.subject }).filter({ hasText: email })
    await mail.getByRole('link', { name: /verify-email\?token=/ }).click()
    await expect(page.getByRole('heading', { level: 1, name: l.verified })).toBeVisible()

    await page.getByRole('main').getByRole('link', { name: l.signInLink, exact: true }).click()
    await expect(page).toHaveURL(/\/auth\/sign-in$/)
    await page.getByLabel(l.emailField, { exact: true }).fill(email)
    await page.getByLabel(l.password, { exact: true }).fill(password)
    await page.locator('form').getByRole('button', { name: l.signInLink }).click()
    await expect(page).toHaveURL(/\/projects$/)
    await expectSessionOutOfReach(page)

    const menu = page.getByRole('button', { name: /Account menu|Konto/ })
    await menu.click()
    await expect(page.getByText(email)).toBeVisible()
    await page.getByRole('button', { name: /Log out|Abmelden/ }).click()
    await expect(page.getByRole('button', { name: /^(Sign in|Anmelden)$/ }).first()).toBeVisible()
    expect((await page.context().cookies()).find((c) => c.name === 'accessToken')).toBeUndefined()
    expect(await page.evaluate(() => document.cookie)).not.toContain('signedIn')
  })
}

test('a wrong password and an unknown account are explained', async ({ page }) => {
  await skipConsent(page)
  await gotoReady(page, '/auth/sign-in')
  await page.getByLabel('Company e-mail', { exact: true }).fill(uniqueEmail('nobody.here'))
  await page.getByLabel('Password', { exact: true }).fill('whatever123')
  await page.locator('form').getByRole('button', { name: 'Sign in' }).click()
  await expect(
    page.getByText('There is no account with this email address. Create an account'),
  ).toBeVisible()
})

for (const l of locales) {
  test(`a signed-in visitor opening the sign-in page goes on to the app (${l.name})`, async ({
    page,
    request,
    baseURL,
  }) => {
    const admin = await newCompanyAdmin(request)
    await useToken(page.context(), page, admin.token, baseURL!)
    await page.goto(`${l.prefix}/auth/sign-in`)
    await expect(page).toHaveURL(new RegExp(`${l.prefix}/projects$`))
    await expect(page.getByLabel(l.emailField, { exact: true })).toHaveCount(0)
  })
}
