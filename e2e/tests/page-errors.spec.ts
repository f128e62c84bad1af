import { expect, test } from '@playwright/test'
import { skipConsent } from './shell-helpers'

const LOCALES = [
  {
    prefix: '',
    title: 'This portfolio link cannot be opened',
    text: 'This portfolio link is invalid or has expired.',
    raw: /Invalid token|Too small|expected string/,
  },
  {
    prefix: '/de',
    title: 'Dieser Portfolio-Link lässt sich nicht öffnen',
    text: 'Dieser Portfolio-Link ist ungültig oder abgelaufen.',
    raw: /Ungültiger Wert|Zu klein|Zeichen hat|token/,
  },
]

for (const l of LOCALES) {
  test(`${l.prefix}/portfolio with a malformed link says so in words, not in validation text`, async ({
    page,
  }) => {
    await skipConsent(page)
    await page.goto(`${l.prefix}/portfolio?email=anna%40example.com&token=x`)
    await expect(page.getByRole('heading', { name: l.title })).toBeVisible()
    const alert = page.getByRole('alert').filter({ hasText: l.text })
    await expect(alert).toBeVisible()
    await expect(page.locator('main')).not.toContainText(l.raw)
  })
}
