import { expect, test, type Page } from '@playwright/test'

/**
 * Security headers on the production build (issue 12, item 6; docs/decisions/090): every page
 * forbids framing and sends the referrer and permissions policies, and no page logs a CSP
 * violation, in English and German.
 */
const pages = ['/', '/projects', '/contribute', '/portfolio-manager', '/de', '/de/projects']

function watchViolations(page: Page) {
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (execute|load|frame)/i.test(message.text())) {
      violations.push(message.text())
    }
  })
  return violations
}

for (const path of pages) {
  test(`${path} sends the security headers and breaks no policy`, async ({ page }) => {
    const violations = watchViolations(page)
    const response = await page.goto(path)
    expect(response?.status()).toBeLessThan(400)
    const headers = response!.headers()
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(headers['content-security-policy']).toContain("object-src 'none'")
    expect(headers['x-frame-options']).toBe('DENY')
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['permissions-policy']).toContain('camera=()')
    expect(headers['strict-transport-security']).toContain('max-age=')
    await expect(page.locator('main').first()).toBeVisible()
    expect(violations).toEqual([])
  })
}

test('the API behind the web origin keeps its own headers', async ({ request }) => {
  const res = await request.get('/api/health')
  expect(res.headers()['x-frame-options']).toBe('DENY')
  expect(res.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin')
})
