import { expect, type APIRequestContext, type Page } from '@playwright/test'

/** A fresh person at a fresh company domain, so tests never share a company. */
export function uniqueEmail(name = 'anna.berg'): string {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`
  return `${name}@e2e-${id}.com`
}

export async function latestMail(request: APIRequestContext, to: string) {
  let mail: { subject: string; text: string } | undefined
  await expect
    .poll(async () => {
      const res = await request.get(`/api/dev/mail?to=${encodeURIComponent(to)}`)
      mail = (await res.json()).mails[0]
      return mail !== undefined
    })
    .toBe(true)
  return mail!
}

export async function latestCode(request: APIRequestContext, to: string): Promise<string> {
  const mail = await latestMail(request, to)
  return /\b(\d{5})\b/.exec(mail.text)![1]!
}

/** Signs a user up and verifies them through the API, for tests about later steps. */
export async function createVerifiedUser(
  request: APIRequestContext,
  email: string,
  password: string,
) {
  const res = await request.post('/api/auth/sign-up', {
    data: { firstName: 'Erik', lastName: 'Lund', email, password },
  })
  expect(res.status()).toBe(201)
  const mail = await latestMail(request, email)
  const token = /token=([^\s&]+)/.exec(mail.text)![1]!
  const verified = await request.post('/api/auth/verify-email', {
    data: { token: decodeURIComponent(token) },
  })
  expect(verified.status()).toBe(200)
}

/** Opens a page and waits until React has hydrated it, so typed input is not lost. */
export async function gotoReady(page: Page, path: string) {
  await page.goto(path)
  await page.locator('html[data-auth-ready="true"]').waitFor()
}

export async function openCodeModal(page: Page, prefix: string, linkName: RegExp) {
  await gotoReady(page, `${prefix}/auth/sign-in`)
  await page.getByRole('button', { name: linkName }).click()
  return page.getByRole('dialog')
}

/**
 * Signed in, the session token is in an HttpOnly, SameSite=Lax cookie that page scripts cannot
 * read: `document.cookie` shows neither its name nor its value.
 */
export async function expectSessionOutOfReach(page: Page) {
  const session = (await page.context().cookies()).find((c) => c.name === 'accessToken')
  expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })
  const visible = await page.evaluate(() => document.cookie)
  expect(visible).not.toContain('accessToken')
  expect(visible).not.toContain(session!.value)
}
