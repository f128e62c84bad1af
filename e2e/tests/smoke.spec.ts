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

  test('every page carries the Kelp icon itself, so no request for it competes with the first paint', async ({
    page,
    request,
  }) => {
    for (const path of ['/', '/de/buy-credits', '/projects']) {
      const iconRequests: string[] = []
      page.on('request', (r) => {
        if (/icon|favicon/.test(new URL(r.url()).pathname)) iconRequests.push(r.url())
      })
      await page.goto(path)
      const href = await page.locator('link[rel="icon"]').getAttribute('href')
      expect(href).toMatch(/^data:image\/svg\+xml,/)
      expect(decodeURIComponent(href!.slice(href!.indexOf(',') + 1))).toContain('<svg')
      await page.waitForLoadState('load')
      expect(iconRequests).toEqual([])
      page.removeAllListeners('request')
    }
    const ico = await request.get('/favicon.ico')
    expect(ico.status()).toBe(200)
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
