import { expect, test } from '@playwright/test'

/**
 * The browser tests run the production build on the embedded stand-ins, each chosen on purpose
 * (playwright.config.ts, docs/decisions/110): every page says it is a test system.
 */
test.describe('production profile', () => {
  for (const [path, text] of [
    ['/', 'Test system: no real payments'],
    ['/de/projects', 'Testsystem: keine echten Zahlungen'],
    ['/imprint', 'Test system: no real payments'],
    ['/de/glossary', 'Testsystem: keine echten Zahlungen'],
  ] as const) {
    test(`a test system shows its bar on ${path}`, async ({ page }) => {
      await page.goto(path)
      await expect(page.getByTestId('test-system-bar')).toHaveText(text)
    })
  }

  test('the API names its stand-ins through the web origin', async ({ request }) => {
    const system = await request.get('/api/system')
    expect(await system.json()).toMatchObject({
      testSystem: true,
      standIns: expect.arrayContaining(['payments-sandbox', 'dev-mailbox']),
    })
  })

  test('the keys pseudo-locale is never offered to search engines', async ({ request }) => {
    // App pages name their alternates in the Link header, static pages in their HTML head.
    for (const path of ['/', '/de/buy-credits', '/projects']) {
      const res = await request.get(path)
      const head = (await res.text()).split('</head>')[0] ?? ''
      const alternates = [
        res.headers()['link'] ?? '',
        ...(head.match(/<link[^>]*rel="alternate"[^>]*>/g) ?? []),
      ].join('\n')
      expect(alternates, path).toMatch(/hreflang="de"/i)
      expect(alternates, path).not.toContain('keys')
    }
    const sitemap = await (await request.get('/sitemap.xml')).text()
    expect(sitemap).toContain('hreflang="de"')
    expect(sitemap).not.toContain('keys')
  })

  test('the web server answers its own health check', async ({ request }) => {
    const res = await request.get('/healthz')
    expect(res.status()).toBe(200)
    expect(await res.json()).toMatchObject({ status: 'ok' })
  })

  test('one request id travels from the web server to the API and back', async ({ request }) => {
    const sent = await request.get('/api/health', { headers: { 'x-request-id': 'e2e-trace-0001' } })
    expect(sent.headers()['x-request-id']).toBe('e2e-trace-0001')
    const fresh = await request.get('/api/health')
    expect(fresh.headers()['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
    const page = await request.get('/de/projects')
    const id = page.headers()['x-request-id']
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    // Error pages read the id back from the page's timing entries.
    expect(page.headers()['server-timing']).toBe(`rid;desc="${id}"`)
  })
})
