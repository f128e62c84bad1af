import { expect, test } from '@playwright/test'
import { gotoReady } from './auth-helpers'
import { skipConsent } from './shell-helpers'

const TEXTS = {
  en: {
    prefix: '',
    unknownTitle: 'We do not know this payment',
    confirming: 'Your payment is being confirmed',
    webinarsNav: 'Live sessions with our climate advisors.',
  },
  de: {
    prefix: '/de',
    unknownTitle: 'Diese Zahlung kennen wir nicht',
    confirming: 'Ihre Zahlung wird bestätigt',
    webinarsNav: 'Live-Termine mit unseren Klimaberaterinnen und -beratern.',
  },
}

for (const code of ['en', 'de'] as const) {
  const T = TEXTS[code]

  test(`the success page says it does not know an unknown payment (${code})`, async ({ page }) => {
    await skipConsent(page)
    await gotoReady(page, `${T.prefix}/contribute/success?session_id=cs_sbx_not_a_session`)
    await expect(page.getByRole('heading', { level: 1, name: T.unknownTitle })).toBeVisible()
    await expect(page.getByText(T.confirming)).toHaveCount(0)
  })

  test(`webinars promise no recordings that do not exist (${code})`, async ({ page }) => {
    await skipConsent(page)
    await page.goto(`${T.prefix}/webinars`)
    const description = page.locator('meta[name="description"]')
    await expect(description).not.toHaveAttribute('content', /recording|Aufzeichnung/i)
    await expect(page.getByRole('navigation').first()).toContainText(T.webinarsNav)
    await expect(page.locator('body')).not.toContainText(/Recorded sessions|Aufzeichnungen mit/)
  })
}
