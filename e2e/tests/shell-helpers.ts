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

/** The profile the API would answer for a signed-in visitor, as the shell and pages read it. */
export interface StubProfile {
  id: string
  email: string
  firstName: string
  lastName: string
}

/** A signed-in visitor: a token cookie and the profile answered for it, consent stored. */
export async function signInAs(page: Page, baseURL: string, profile: StubProfile) {
  await skipConsent(page)
  await page.context().addCookies([
    { name: 'accessToken', value: 'e2e-token', url: baseURL },
    { name: 'signedIn', value: '1', url: baseURL },
  ])
  await page.route('**/api/users/me', (route) =>
    route.fulfill({
      json: {
        ...profile,
        locale: 'en',
        emailVerified: true,
        company: null,
        role: null,
        portfolioAccess: true,
      },
    }),
  )
}

/** A signed-in visitor whose sign-out succeeds (the shell only reads the e-mail). */
export async function signInWithStubProfile(page: Page, baseURL: string) {
  await signInAs(page, baseURL, {
    id: '00000000-0000-4000-8000-000000000001',
    email: STUB_EMAIL,
    firstName: 'Ada',
    lastName: 'Lovelace',
  })
  await page.route('**/api/auth/logout', (route) => route.fulfill({ status: 204 }))
}
