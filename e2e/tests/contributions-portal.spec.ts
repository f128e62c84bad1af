import { expect, test } from '@playwright/test'
import { gotoReady, latestMail } from './auth-helpers'
import { CARD_LABELS, contributorEmail, fillCard, magicLinkPath } from './contributions-helpers'

const LOCALES = [
  {
    code: 'en' as const,
    prefix: '',
    custom: 'A tonnage I choose',
    tonnes: 'Tonnes of CO₂ per year',
    submit: 'Continue to payment',
    useCard: 'Use this number: 4000 0000 0000 0341',
    pay: /^Pay /,
    active: 'Your monthly contribution is active',
    plan: 'Current plan',
    portal: 'Manage payment method',
    title: 'Manage your payment method',
    onFile: (last4: string) => `Card ending in ${last4}`,
    declined: 'Your card was declined. You have not been charged.',
    save: 'Save card',
    saved: 'Your card ending in 4444 is now used for your contributions.',
    back: 'Return to Kelp',
    cardMail: 'New payment method for your climate contribution',
  },
  {
    code: 'de' as const,
    prefix: '/de',
    custom: 'Eine Menge, die ich wähle',
    tonnes: 'Tonnen CO₂ pro Jahr',
    submit: 'Weiter zur Zahlung',
    useCard: 'Diese Nummer verwenden: 4000 0000 0000 0341',
    pay: /bezahlen$/,
    active: 'Ihr monatlicher Beitrag ist aktiv',
    plan: 'Aktueller Plan',
    portal: 'Zahlungsmethode verwalten',
    title: 'Zahlungsmethode verwalten',
    onFile: (last4: string) => `Karte mit der Endung ${last4}`,
    declined: 'Ihre Karte wurde abgelehnt. Es wurde nichts abgebucht.',
    save: 'Karte speichern',
    saved: 'Ihre Karte mit der Endung 4444 wird jetzt für Ihre Beiträge verwendet.',
    back: 'Zurück zu Kelp',
    cardMail: 'Neue Zahlungsmethode für Ihren Klimabeitrag',
  },
]

for (const l of LOCALES) {
  test(`${l.code}: "Manage payment method" opens the customer portal, where the card on file changes`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000)
    const email = contributorEmail('mia.portal')
    // A monthly contribution paid with the card whose renewals fail.
    await gotoReady(page, `${l.prefix}/contribute`)
    await page.getByLabel(l.custom).check()
    await page.getByLabel(l.tonnes).fill('5')
    await page.getByRole('button', { name: l.submit }).click()
    await page.getByRole('button', { name: l.useCard }).click()
    await fillCard(page, l.code, { email, expiry: '12/34', cvc: '123', name: 'Mia Portal' })
    await page.getByRole('button', { name: l.pay }).click()
    await expect(page.getByRole('heading', { name: l.active })).toBeVisible()
    const sessionId = new URL(page.url()).searchParams.get('session_id')!
    const { subscriptionId } = await (
      await request.get(`/api/stripe/checkout-session?session_id=${sessionId}&locale=${l.code}`)
    ).json()

    await page.goto(await magicLinkPath(request, email))
    await expect(page.getByRole('heading', { name: l.plan })).toBeVisible()
    await page.getByRole('button', { name: l.portal }).click()
    await expect(page).toHaveURL(new RegExp(`${l.prefix}/contribute/portal/bps_sbx_\\w+$`))
    await expect(page.getByRole('heading', { name: l.title, level: 1 })).toBeVisible()
    await expect(page.getByText(l.onFile('0341'), { exact: true })).toBeVisible()

    const labels = CARD_LABELS[l.code]
    const number = page.getByLabel(labels.number, { exact: true })
    await number.fill('4000 0000 0000 0002')
    await fillCard(page, l.code, { expiry: '12/34', cvc: '123', name: 'Mia Portal' })
    await page.getByRole('button', { name: l.save }).click()
    await expect(page.getByRole('alert').filter({ hasText: l.declined })).toBeVisible()
    await expect(page.getByText(l.onFile('0341'), { exact: true })).toBeVisible()

    await number.fill('5555 5555 5555 4444')
    await fillCard(page, l.code, { expiry: '12/34', cvc: '123', name: 'Mia Portal' })
    await page.getByRole('button', { name: l.save }).click()
    await expect(page.getByRole('status').filter({ hasText: l.saved })).toBeVisible()
    await expect(page.getByText(l.onFile('4444'), { exact: true })).toBeVisible()
    // The contributor is told by e-mail that a new card is on file.
    await expect.poll(async () => (await latestMail(request, email)).subject).toBe(l.cardMail)

    // The next renewal is charged to the new card.
    const advanced = await request.post(
      `/api/payments/sandbox/subscriptions/${subscriptionId}/advance`,
    )
    expect((await advanced.json()).invoiceStatus).toBe('paid')

    await page.getByRole('link', { name: l.back }).click()
    await expect(page).toHaveURL(new RegExp(`${l.prefix}/contribute/dashboard`))
    await expect(page.getByRole('heading', { name: l.plan })).toBeVisible()
  })
}
