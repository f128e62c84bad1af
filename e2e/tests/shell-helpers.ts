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

export const STUB_EMAIL = 'ada@kelp-customer.example'

/** A signed-in visitor: a token cookie and a profile answer (the shell only reads the e-mail). */
export async function signInWithStubProfile(page: Page, baseURL: string) {
  await skipConsent(page)
  await page.context().addCookies([
    { name: 'accessToken', value: 'e2e-token', url: baseURL },
    { name: 'signedIn', value: '1', url: baseURL },
  ])
  await page.route('**/api/users/me', (route) =>
    route.fulfill({
      json: {
        id: '00000000-0000-4000-8000-000000000001',
        email: STUB_EMAIL,
        firstName: 'Ada',
        lastName: 'Lovelace',
        locale: 'en',
        emailVerified: true,
        company: null,
        role: null,
        portfolioAccess: true,
      },
    }),
  )
  await page.route('**/api/auth/logout', (route) => route.fulfill({ status: 204 }))
}
