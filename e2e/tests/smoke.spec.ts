import { expect, test } from '@playwright/test'

test.describe('smoke', () => {
  test('home renders in English', async ({ page }) => {
    await page.goto('/')
    await expect(page).toHaveTitle(/Kelp/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Plan, buy and prove your climate contribution',
    )
  })

  test('home renders in German under /de', async ({ page }) => {
    await page.goto('/de')
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Klimabeitrag planen, kaufen und belegen',
    )
  })

  test('the API answers through the web origin', async ({ request }) => {
    const health = await request.get('/api/health')
    expect(health.status()).toBe(200)
    expect(await health.json()).toMatchObject({ status: 'ok' })
    const missing = await request.get('/api/does-not-exist')
    expect(missing.status()).toBe(404)
    expect(await missing.json()).toHaveProperty('message')
  })
})
