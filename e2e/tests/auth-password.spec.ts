import { expect, test } from '@playwright/test'
import { skipConsent } from './shell-helpers'
import { createVerifiedUser, gotoReady, latestMail, uniqueEmail } from './auth-helpers'

const locales = [
  {
    name: 'English',
    prefix: '',
    forgot: 'Forgot your password?',
    email: 'Company e-mail',
    send: 'Send reset link',
    sent: 'Check your inbox',
    resend: 'Resend link',
    newPassword: 'New password',
    repeat: 'Repeat new password',
    save: 'Save password',
    changed: 'Your password has been changed. You can sign in now.',
    password: 'Password',
    signIn: 'Sign in',
  },
  {
    name: 'German',
    prefix: '/de',
    forgot: 'Passwort vergessen?',
    email: 'Unternehmens-E-Mail',
    send: 'Link zum Zurücksetzen senden',
    sent: 'Prüfen Sie Ihren Posteingang',
    resend: 'Link erneut senden',
    newPassword: 'Neues Passwort',
    repeat: 'Neues Passwort wiederholen',
    save: 'Passwort speichern',
    changed: 'Ihr Passwort wurde geändert. Sie können sich jetzt anmelden.',
    password: 'Passwort',
    signIn: 'Anmelden',
  },
]

for (const l of locales) {
  test(`forgot and reset password (${l.name})`, async ({ page }) => {
    await skipConsent(page)
    const email = uniqueEmail('erik.lund')
    await createVerifiedUser(page.request, email, 'old password 1')
    await gotoReady(page, `${l.prefix}/auth/sign-in`)
    await page.getByRole('link', { name: l.forgot }).click()
    await expect(page.getByRole('heading', { level: 1, name: l.forgot })).toBeVisible()
    await page.getByLabel(l.email, { exact: true }).fill(email)
    await page.getByRole('button', { name: l.send }).click()
    await expect(page.getByRole('heading', { level: 1, name: l.sent })).toBeVisible()
    await page.getByRole('button', { name: l.resend }).click()
    await expect(page.getByRole('status').filter({ hasText: /.+/ }).first()).toBeVisible()

    const mail = await latestMail(page.request, email)
    const link = /(https?:\/\/\S+reset-password\?token=\S+)/.exec(mail.text)![1]!
    await gotoReady(page, link)
    await page.getByLabel(l.newPassword, { exact: true }).fill('new password 22')
    await page.getByLabel(l.repeat).fill('new password 22')
    await page.getByRole('button', { name: l.save }).click()
    await expect(page.getByText(l.changed)).toBeVisible()

    await page.getByRole('main').getByRole('link', { name: l.signIn }).click()
    await page.getByLabel(l.email, { exact: true }).fill(email)
    await page.getByLabel(l.password, { exact: true }).fill('new password 22')
    await page.locator('form').getByRole('button', { name: l.signIn }).click()
    await expect(page).toHaveURL(/\/projects$/)
  })
}
