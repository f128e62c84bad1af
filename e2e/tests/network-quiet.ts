import { expect, type Page } from '@playwright/test'

/**
 * Resolves once no request of the page has been in flight for half a second: Playwright's
 * `networkidle`, for a page that has finished loading already.
 */
export async function networkQuiet(page: Page) {
  let inFlight = 0
  let lastActivity = performance.now()
  const started = () => {
    inFlight++
    lastActivity = performance.now()
  }
  const ended = () => {
    inFlight = Math.max(0, inFlight - 1)
    lastActivity = performance.now()
  }
  page.on('request', started)
  page.on('requestfinished', ended)
  page.on('requestfailed', ended)
  try {
    await expect
      .poll(() => inFlight === 0 && performance.now() - lastActivity >= 500, { intervals: [100] })
      .toBe(true)
  } finally {
    page.off('request', started)
    page.off('requestfinished', ended)
    page.off('requestfailed', ended)
  }
}
