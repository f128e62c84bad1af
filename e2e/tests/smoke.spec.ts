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

  test('every page links the Kelp icon, and it is served', async ({ page, request }) => {
    for (const path of ['/', '/de/buy-credits']) {
      await page.goto(path)
      const href = await page.locator('link[rel="icon"]').getAttribute('href')
      expect(href).toMatch(/^\/icon\.svg/)
      const icon = await request.get(href!)
      expect(icon.status()).toBe(200)
      expect(icon.headers()['content-type']).toContain('image/svg+xml')
      expect(await icon.text()).toContain('<svg')
    }
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
