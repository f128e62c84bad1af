import { expect, test } from '@playwright/test'
import { gotoReady, latestMail } from './auth-helpers'
import { contributorEmail, fillCard, magicLinkPath } from './contributions-helpers'

test('a failed monthly renewal shows as failed, without a certificate, in German', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  const email = contributorEmail('paul.krueger')
  await gotoReady(page, '/de/contribute')
  await page.getByLabel('Eine Menge, die ich wähle').check()
  await page.getByLabel('Tonnen CO₂ pro Jahr').fill('5')
  await page.getByRole('button', { name: 'Weiter zur Zahlung' }).click()
  // The sandbox card whose first payment succeeds and whose renewals fail.
  await page.getByRole('button', { name: 'Diese Nummer verwenden: 4000 0000 0000 0341' }).click()
  await fillCard(page, 'de', { email, expiry: '12/34', cvc: '123', name: 'Paul Krüger' })
  await page.getByRole('button', { name: /bezahlen$/ }).click()
  await expect(
    page.getByRole('heading', { name: 'Ihr monatlicher Beitrag ist aktiv' }),
  ).toBeVisible()

  const sessionId = new URL(page.url()).searchParams.get('session_id')!
  const session = await (
    await request.get(`/api/stripe/checkout-session?session_id=${sessionId}&locale=de`)
  ).json()
  const advanced = await request.post(
    `/api/payments/sandbox/subscriptions/${session.subscriptionId}/advance`,
  )
  expect((await advanced.json()).invoiceStatus).toBe('failed')
  // The declined renewal is mailed, in German: nothing was charged, and how to change the card.
  const mail = await latestMail(request, email)
  expect(mail.subject).toMatch(/^Zahlung über .+ fehlgeschlagen – nichts wurde abgebucht$/)
  expect(mail.text).toContain('Zahlungsmethode verwalten')

  await page.goto(await magicLinkPath(request, email))
  await expect(page.getByRole('heading', { name: 'Aktueller Plan' })).toBeVisible()
  const rows = page.getByRole('table').getByRole('row')
  await expect(rows).toHaveCount(3)
  await expect(rows.nth(1)).toContainText('Fehlgeschlagen')
  // A declined attempt says that nothing was charged, next to its amount.
  await expect(rows.nth(1)).toContainText('Abgelehnt – nichts abgebucht')
  await expect(rows.nth(2)).not.toContainText('nichts abgebucht')
  await expect(rows.nth(1)).toContainText('Kein Nachweis (nicht bezahlt)')
  await expect(rows.nth(2)).toContainText('Bezahlt')
  await expect(rows.nth(2).getByRole('button', { name: /^Nachweis vom/ })).toBeVisible()
})
