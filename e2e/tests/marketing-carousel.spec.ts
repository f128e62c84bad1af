import { expect, test } from '@playwright/test'

/**
 * /customers quotes only real customers who consented in writing (the `customers` collection's
 * `consent` field). There are none yet: the page says so in both languages, offers a demo, and
 * neither it nor the home page shows a story or the carousel.
 */
test.describe('customer stories', () => {
  test('the page says there are no customer stories yet and offers a demo', async ({ page }) => {
    await page.goto('/customers')
    const notice = page.getByTestId('no-customer-stories')
    await expect(notice).toContainText('We do not publish customer stories yet')
    await expect(notice.getByRole('link', { name: 'Ask for a demo' })).toHaveAttribute(
      'href',
      /\/contact$/,
    )
    await expect(page.getByRole('region', { name: 'Customer stories' })).toHaveCount(0)
    await expect(page.getByText('Hafenkontor')).toHaveCount(0)

    await page.goto('/de/customers')
    const german = page.getByTestId('no-customer-stories')
    await expect(german).toContainText('Wir veröffentlichen noch keine Kundengeschichten')
    await expect(german.getByRole('link', { name: 'Demo anfragen' })).toHaveAttribute(
      'href',
      /\/de\/contact$/,
    )
    await expect(page.getByText('Grünes Atelier')).toHaveCount(0)
  })

  test('the home page quotes no customer', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.locator('#home-customers')).toHaveCount(0)
  })
})
