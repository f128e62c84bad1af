import type { Page } from '@playwright/test'

export const MOBILE = { width: 375, height: 812 }
export const DESKTOP = { width: 1440, height: 900 }

/** Stores a consent choice first, so the cookie banner stays out of the way. */
export async function skipConsent(page: Page) {
  await page.addInitScript(() => {
    window.localStorage.setItem(
      'userCookiePreferences',
      JSON.stringify({ functional: true, marketing: true, analytics: true, hubspot: true }),
    )
  })
}

/** Makes the current page tall enough to scroll. */
export async function makeTall(page: Page, px = 4000) {
  await page.evaluate((height) => {
    document.body.style.minHeight = `${height}px`
  }, px)
}
