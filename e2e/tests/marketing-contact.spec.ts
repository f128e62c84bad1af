import { expect, test } from '@playwright/test'

test.describe('contact form', () => {
  test('shows the product.md messages for missing and private e-mail addresses', async ({
    page,
  }) => {
    await page.goto('/contact')
    await page.getByRole('button', { name: 'Send message' }).click()
    await expect(page.getByText('*This is a required field')).toHaveCount(6)
    await expect(page.getByLabel('First name')).toBeFocused()

    await page.goto('/de/contact')
    await page.getByLabel('Unternehmens-E-Mail').fill('anna@gmx.de')
    await page.getByRole('button', { name: 'Nachricht senden' }).click()
    await expect(
      page.getByText('Bitte verwenden Sie Ihre Unternehmens-E-Mail-Adresse.'),
    ).toBeVisible()
    await page.getByLabel('Unternehmens-E-Mail').fill('info@acme-industries.de')
    await page.getByRole('button', { name: 'Nachricht senden' }).click()
    await expect(
      page.getByText('Bitte vermeiden Sie die Verwendung einer generischen E-Mail-Adresse.'),
    ).toBeVisible()
  })

  test('sends the request, confirms it and mails the sender', async ({ page, request }) => {
    const email = `anna.berg.${Date.now()}@acme-industries.de`
    await page.goto('/de/contact')
    await page.getByLabel('Vorname').fill('Anna')
    await page.getByLabel('Nachname').fill('Berg')
    await page.getByLabel('Unternehmens-E-Mail').fill(email)
    await page.getByLabel('Telefon').fill('+49 30 1234567')
    await page.getByLabel('Nachricht', { exact: true }).fill('Wir planen unsere Scope-3-Reduktion.')
    await page.getByLabel(/Ich bin einverstanden/).check()
    await page.getByRole('button', { name: 'Nachricht senden' }).click()
    await expect(page.getByRole('status')).toContainText('Vielen Dank für Ihre Nachricht')

    const mailbox = await request.get(`/api/dev/mail?to=${encodeURIComponent(email)}`)
    const { mails } = await mailbox.json()
    expect(mails[0].subject).toBe('Wir haben Ihre Nachricht erhalten')
  })
})
