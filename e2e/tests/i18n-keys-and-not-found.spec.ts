import { expect, test, type Page } from '@playwright/test'
import { networkQuiet } from './network-quiet'
import { skipConsent } from './shell-helpers'

/** A message key as the `keys` locale shows it (`nav.solutions`, `content.pages.plan.heading`). */
const KEY = /^[a-z][\w-]*(\.[\w-]+)+$/i

test('/keys/plan shows a key for every visible string', async ({ page }) => {
  await page.goto('/keys/plan')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/content\.pages\.plan/i)
  const lines = (await page.locator('body').innerText())
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
  expect(lines.filter((line) => !KEY.test(line))).toEqual([])
})

/** Console errors and failed requests while a page loads and settles. */
function watchErrors(page: Page) {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() !== 'error') return
    // The not-found page itself answers 404, which Chromium reports as a failed resource.
    const own = message.location().url === page.url() && /status of 404/.test(message.text())
    if (!own) errors.push(`${message.text()} (${message.location().url})`)
  })
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('requestfailed', (request) => {
    const failure = request.failure()?.errorText ?? ''
    // Prefetches cancelled by the next navigation are not errors.
    if (failure !== 'net::ERR_ABORTED') errors.push(`${failure} ${request.url()}`)
  })
  return errors
}

const NOT_FOUND = [
  { prefix: '', title: 'Page not found', other: 'de', otherTitle: 'Seite nicht gefunden' },
  { prefix: '/de', title: 'Seite nicht gefunden', other: 'en', otherTitle: 'Page not found' },
]

for (const { prefix, title, other, otherTitle } of NOT_FOUND) {
  for (const path of ['/no-such-page', '/blog/no-such-article', '/contribute/no-such-portfolio']) {
    test(`${prefix}${path}: the not-found page loads without console errors and switches language without a loop`, async ({
      page,
    }) => {
      await skipConsent(page)
      const errors = watchErrors(page)
      const response = await page.goto(`${prefix}${path}`)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
      // The navbar's app links are in view, so the router prefetches them: wait until every
      // request has been answered and nothing else is under way.
      await page.waitForLoadState('networkidle')
      await networkQuiet(page)
      expect(errors).toEqual([])
      // The language control keeps the (unknown) path: the other language's not-found page,
      // reached without a redirect loop. (After this client-side switch Next's segment
      // prefetch of a navbar link has been seen to answer 404 once in a while, so only the
      // loop is checked here.)
      await page.locator(`a[lang="${other}"]:visible`).first().click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(otherTitle)
      await page.waitForLoadState('networkidle')
      expect(errors.filter((error) => /TOO_MANY_REDIRECTS|Failed to fetch/.test(error))).toEqual([])
    })
  }
}
