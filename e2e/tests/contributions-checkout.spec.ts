import { expect, test } from '@playwright/test'
import { gotoReady } from './auth-helpers'
import { expectAccessible, expectNoHorizontalScroll, fillCard } from './contributions-helpers'

const ABANDON = {
  en: {
    prefix: '',
    once: 'Once-off',
    own: 'A tonnage I choose',
    tonnes: 'Tonnes of CO₂ per year',
    continue: 'Continue to payment',
    badge: 'Test payment environment',
    cancel: 'Cancel and return',
    notice: 'Payment not completed',
    noCharge: /you have not been charged/,
  },
  de: {
    prefix: '/de',
    once: 'Einmalig',
    own: 'Eine Menge, die ich wähle',
    tonnes: 'Tonnen CO₂ pro Jahr',
    continue: 'Weiter zur Zahlung',
    badge: 'Test-Zahlungsumgebung',
    cancel: 'Abbrechen und zurück',
    notice: 'Zahlung nicht abgeschlossen',
    noCharge: /es wurde nichts abgebucht/,
  },
} as const

for (const locale of ['en', 'de'] as const) {
  test(`an abandoned payment in ${locale} shows 'Payment not completed' and restarts with the inputs`, async ({
    page,
  }) => {
    const t = ABANDON[locale]
    await gotoReady(page, `${t.prefix}/contribute`)
    await page.getByLabel(t.once).check()
    await page.getByLabel(t.own).check()
    await page.getByLabel(t.tonnes).fill('7')
    await page.getByRole('button', { name: t.continue }).click()
    await expect(page.getByText(t.badge)).toBeVisible()
    const firstWindow = page.url()
    await page.getByRole('button', { name: t.cancel }).click()

    await expect(page.getByRole('heading', { name: t.notice })).toBeVisible()
    await expect(page.getByText(t.noCharge)).toBeVisible()
    await expect(page.getByLabel(t.once)).toBeChecked()
    await expect(page.getByLabel(t.tonnes)).toHaveValue('7')
    await page.getByRole('button', { name: t.continue }).click()
    await expect(page.getByText(t.badge)).toBeVisible()
    expect(page.url()).not.toBe(firstWindow)

    // The abandoned window cannot be paid any more.
    await page.goto(firstWindow)
    await expect(
      page.getByRole('link', { name: /Start a new contribution|Neuen Beitrag starten/ }),
    ).toBeVisible()
  })
}

for (const locale of ['en', 'de'] as const) {
  test(`a payment provider outage in ${locale} shows 'Payment not completed' and keeps the inputs`, async ({
    page,
  }) => {
    const t = ABANDON[locale]
    // The API's answer while Stripe cannot be reached (the fault suite proves the API side).
    await page.route('**/api/stripe/create-checkout-session', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'The payment provider is not reachable.' }),
      }),
    )
    await gotoReady(page, `${t.prefix}/contribute`)
    await page.getByLabel(t.once).check()
    await page.getByLabel(t.own).check()
    await page.getByLabel(t.tonnes).fill('7')
    await page.getByRole('button', { name: t.continue }).click()

    await expect(page.getByRole('heading', { name: t.notice })).toBeVisible()
    await expect(page.getByText(t.noCharge)).toBeVisible()
    await expect(page.getByLabel(t.tonnes)).toHaveValue('7')
    await expect(page.getByRole('button', { name: t.continue })).toBeEnabled()
  })
}

test('the payment window explains card errors per field and keeps a declined session open', async ({
  page,
}) => {
  await gotoReady(page, '/contribute')
  await page.getByRole('button', { name: 'Continue to payment' }).click()
  await expect(page.getByRole('heading', { name: 'Test card numbers' })).toBeVisible()
  await page.getByRole('button', { name: /^Pay / }).click()
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please correct the following:' }),
  ).toBeFocused()
  await expect(page.getByText('This field is required.', { exact: true })).toHaveCount(5)

  await fillCard(page, 'en', {
    email: 'lena.hofmann@example-mail.de',
    number: '4242 4242 4242 4241',
    expiry: '01/20',
    cvc: '12',
    name: 'Lena Hofmann',
  })
  await page.getByRole('button', { name: /^Pay / }).click()
  const exact = { exact: true }
  await expect(
    page.getByText('This card number is not valid. Check it for typos.', exact),
  ).toBeVisible()
  await expect(page.getByText('This card has expired.', exact)).toBeVisible()
  await expect(page.getByText('The security code has 3 digits.', exact)).toBeVisible()

  await page.getByRole('button', { name: 'Use this number: 4000 0000 0000 0002' }).click()
  await expect(page.getByLabel('Card number', { exact: true })).toHaveValue('4000 0000 0000 0002')
  await fillCard(page, 'en', { expiry: '12/34', cvc: '123' })
  await page.getByRole('button', { name: /^Pay / }).click()
  await expect(page.getByRole('alert').filter({ hasText: /declined/i })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Cancel and return' })).toBeEnabled()

  await page.goto('/de/contribute')
  await page.getByRole('button', { name: 'Weiter zur Zahlung' }).click()
  await fillCard(page, 'de', { number: '4242 4242 4242 4241', expiry: '01/20', cvc: '12' })
  await page.getByRole('button', { name: /bezahlen$/ }).click()
  await expect(
    page.getByText('Diese Kartennummer ist ungültig. Bitte prüfen Sie sie auf Tippfehler.').first(),
  ).toBeVisible()
  await expect(page.getByText('Diese Karte ist abgelaufen.').first()).toBeVisible()
})

test('above 500 t a year the checkout offers a tailored portfolio and a contact form', async ({
  page,
  request,
}) => {
  await gotoReady(page, '/contribute')
  await page.getByLabel('My business').check()
  await page.getByLabel('Industry', { exact: true }).selectOption({ label: 'Energy and utilities' })
  await page.getByLabel('Number of employees').fill('10')
  await expect(
    page.getByRole('heading', { name: 'A tailored portfolio for your footprint' }),
  ).toBeVisible()
  await expect(page.getByText('Your estimate: 7,500 t CO₂ per year')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Continue to payment' })).toHaveCount(0)

  const email = `mara.schulz.${Date.now()}@stadtwerke-nordheim.de`
  await page.getByLabel('First name').fill('Mara')
  await page.getByLabel('Last name').fill('Schulz')
  await page.getByLabel('Company e-mail').fill(email)
  await page.getByLabel('Phone').fill('+49 40 5550123')
  await page.getByLabel(/I agree/).check()
  await page.getByRole('button', { name: 'Send message' }).click()
  await expect(page.getByRole('status')).toContainText('Thank you for your message')
  const mailbox = await request.get(`/api/dev/mail?to=${encodeURIComponent(email)}`)
  expect((await mailbox.json()).mails).toHaveLength(1)

  await gotoReady(page, '/de/contribute')
  await page.getByLabel('Eine Menge, die ich wähle').check()
  await page.getByLabel('Tonnen CO₂ pro Jahr').fill('501')
  await expect(
    page.getByRole('heading', { name: 'Ein maßgeschneidertes Portfolio für Ihren Fußabdruck' }),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'Weiter zur Zahlung' })).toHaveCount(0)
  await page.getByLabel('Tonnen CO₂ pro Jahr').fill('500')
  await expect(page.getByRole('button', { name: 'Weiter zur Zahlung' })).toBeVisible()
})

test('the checkout is accessible and fits a 375 px screen in both languages', async ({ page }) => {
  for (const [path, submit, summary] of [
    ['/contribute', 'Continue to payment', 'Please correct the following:'],
    ['/de/contribute/international', 'Weiter zur Zahlung', 'Bitte korrigieren Sie Folgendes:'],
  ] as const) {
    await gotoReady(page, path)
    await expectAccessible(page)
    await page.getByRole('radio').nth(3).check()
    await page.getByRole('textbox').first().fill('')
    await page.getByRole('button', { name: submit }).click()
    await expect(page.getByRole('alert').filter({ hasText: summary })).toBeFocused()
    await expectAccessible(page)
    await page.setViewportSize({ width: 375, height: 800 })
    await expectNoHorizontalScroll(page)
    await page.setViewportSize({ width: 1440, height: 900 })
  }
  await page.goto('/contribute/dashboard')
  await expect(page.getByRole('button', { name: 'Send me the link' })).toBeVisible()
  await expectAccessible(page)
})

test('the tonnes field reads the page language’s grouping in English and German', async ({
  page,
}) => {
  for (const [path, own, tonnes, typed, tailored] of [
    [
      '/contribute',
      'A tonnage I choose',
      'Tonnes of CO₂ per year',
      '1,000',
      'A tailored portfolio for your footprint',
    ],
    [
      '/de/contribute',
      'Eine Menge, die ich wähle',
      'Tonnen CO₂ pro Jahr',
      '1.000',
      'Ein maßgeschneidertes Portfolio für Ihren Fußabdruck',
    ],
    [
      '/de/contribute',
      'Eine Menge, die ich wähle',
      'Tonnen CO₂ pro Jahr',
      '1 000',
      'Ein maßgeschneidertes Portfolio für Ihren Fußabdruck',
    ],
  ] as const) {
    await gotoReady(page, path)
    await page.getByLabel(own).check()
    // 1,000 t is above the checkout's threshold: read as a thousand, the tailored offer shows.
    await page.getByLabel(tonnes).fill(typed)
    await expect(page.getByRole('heading', { name: tailored })).toBeVisible()
  }
})
