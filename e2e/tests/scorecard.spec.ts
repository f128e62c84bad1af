import { expect, test } from '@playwright/test'

test.describe('scorecard', () => {
  test('validates the details form in English and German', async ({ page }) => {
    await page.goto('/scorecard')
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page.getByText('This field is required.')).toHaveCount(3)
    await expect(page.getByLabel('First name')).toBeFocused()
    await page.getByLabel('Company e-mail').fill('jonas@gmail.com')
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page.getByText('Please use your company email address.')).toBeVisible()
    await page.getByLabel('Company e-mail').fill('not-an-address')
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page.getByText('Please use a valid email address')).toBeVisible()

    await page.goto('/de/scorecard')
    await page.getByRole('button', { name: 'Weiter' }).click()
    await expect(page.getByText('Dieses Feld ist erforderlich.')).toHaveCount(3)
  })

  test('generate, results, share in a fresh browser, back to scorecard', async ({
    page,
    browser,
  }) => {
    await page.goto('/scorecard')
    await page.getByLabel('First name').fill('Jonas')
    await page.getByLabel('Company name').fill('Nordwerk Maschinenbau')
    await page.getByLabel('Company e-mail').fill('jonas.weber@nordwerk-maschinenbau.de')
    await page.getByRole('button', { name: 'Continue' }).click()

    await page.getByLabel('Emissions to cover per year (t CO₂e)').fill('2.5')
    await page.getByRole('button', { name: 'Generate scorecard' }).click()
    await expect(page.getByText('Enter a whole number of tonnes')).toBeVisible()
    await page.getByLabel('Emissions to cover per year (t CO₂e)').fill('2000')
    await page.getByRole('button', { name: 'Generate scorecard' }).click()

    await expect(
      page.getByRole('heading', { name: 'Scorecard for Nordwerk Maschinenbau' }),
    ).toBeVisible()
    const rows = page.getByRole('row')
    await expect(rows.filter({ hasText: 'Gold' })).toContainText('1,000')
    const shareUrl = await page.getByLabel('Share link').inputValue()
    expect(shareUrl).toMatch(/\/scorecard\/[0-9a-f-]{36}$/)
    // The price is what Kelp has on sale today, and the page says so with the date.
    const id = shareUrl.split('/').at(-1)!
    const { pricing } = (await (await page.request.get(`/api/scorecard/${id}`)).json()) as {
      pricing: { centsPerTonne: number; source: string; pricedAt: string }
    }
    expect(pricing.source).toBe('on_sale')
    const euro = (cents: number, digits: number) =>
      new Intl.NumberFormat('en-GB', {
        style: 'currency',
        currency: 'EUR',
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      }).format(cents / 100)
    await expect(
      page.getByText(`would cost ${euro(2000 * pricing.centsPerTonne, 0)} a year.`),
    ).toBeVisible()
    const day = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' })
    await expect(page.getByTestId('scorecard-price-note')).toContainText(
      `Priced at ${euro(pricing.centsPerTonne, 2)} per tonne: the average price of the credits on sale at Kelp on ${day.format(new Date(pricing.pricedAt))}`,
    )

    const fresh = await browser.newContext()
    const visitor = await fresh.newPage()
    await visitor.goto(shareUrl)
    await expect(
      visitor.getByRole('heading', { name: 'Scorecard for Nordwerk Maschinenbau' }),
    ).toBeVisible()
    await expect(visitor.getByText('jonas.weber')).toHaveCount(0)
    await visitor.getByRole('link', { name: 'Back to scorecard' }).click()
    await expect(visitor.getByRole('heading', { name: 'Your details' })).toBeVisible()
    await fresh.close()

    await page.getByRole('button', { name: 'Back to scorecard' }).click()
    await expect(page.getByRole('heading', { name: 'Your details' })).toBeVisible()
  })

  test('takes tonnes with the page language’s grouping', async ({ page }) => {
    for (const [path, typed, heading, figure] of [
      ['/de/scorecard', '1.250', 'Scorecard für Nordwerk', '1.250'],
      ['/de/scorecard', '1 250', 'Scorecard für Nordwerk', '1.250'],
      ['/scorecard', '1,250', 'Scorecard for Nordwerk', '1,250'],
    ] as const) {
      await page.goto(path)
      const de = path.startsWith('/de')
      await page.getByLabel(de ? 'Vorname' : 'First name').fill('Jonas')
      await page.getByLabel(de ? 'Unternehmen' : 'Company name', { exact: true }).fill('Nordwerk')
      await page
        .getByLabel(de ? 'Unternehmens-E-Mail' : 'Company e-mail')
        .fill('jonas.weber@nordwerk-maschinenbau.de')
      await page.getByRole('button', { name: de ? 'Weiter' : 'Continue' }).click()
      await page
        .getByLabel(de ? 'Abzudeckende Emissionen pro Jahr' : 'Emissions to cover per year')
        .fill(typed)
      await page
        .getByRole('button', { name: de ? 'Scorecard erstellen' : 'Generate scorecard' })
        .click()
      await expect(page.getByRole('heading', { name: heading })).toBeVisible()
      await expect(page.getByText(figure).first()).toBeVisible()
      // The price note names its source in the page's language, with the price the API gave.
      const id = (await page.getByLabel(de ? 'Link zum Teilen' : 'Share link').inputValue())
        .split('/')
        .at(-1)!
      const { pricing } = (await (await page.request.get(`/api/scorecard/${id}`)).json()) as {
        pricing: { centsPerTonne: number }
      }
      const price = new Intl.NumberFormat(de ? 'de-DE' : 'en-GB', {
        style: 'currency',
        currency: 'EUR',
      }).format(pricing.centsPerTonne / 100)
      await expect(page.getByTestId('scorecard-price-note')).toContainText(
        de
          ? `Berechnet mit ${price} pro Tonne: dem Durchschnittspreis der am`
          : `Priced at ${price} per tonne: the average price of the credits on sale at Kelp`,
      )
    }
  })

  test('a shared scorecard keeps its link in the other language', async ({ page }) => {
    const id = '5f0c1a5e-8a43-4d0e-9c1f-3b1f2d9f6a11'
    await page.goto(`/scorecard/${id}`)
    await expect(page.getByText('This scorecard does not exist')).toBeVisible()
    await page.getByRole('link', { name: 'Deutsch' }).first().click()
    await expect(page).toHaveURL(new RegExp(`/de/scorecard/${id}$`))
    await expect(page.getByText('Diese Scorecard gibt es nicht')).toBeVisible()
  })

  test('an unknown share link says so', async ({ page }) => {
    await page.goto('/de/scorecard/5f0c1a5e-8a43-4d0e-9c1f-3b1f2d9f6a11')
    await expect(
      page.getByText('Diese Scorecard gibt es nicht oder der Link ist unvollständig.'),
    ).toBeVisible()
  })
})
