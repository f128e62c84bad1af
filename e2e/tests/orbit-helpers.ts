import AxeBuilder from '@axe-core/playwright'
import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test'
import { createVerifiedUser, latestCode, uniqueEmail } from './auth-helpers'
import { DESKTOP, MOBILE, skipConsent } from './shell-helpers'

/** The operator the e2e API server makes staff at start-up (KELP_BOOTSTRAP_STAFF_EMAIL). */
export const STAFF_EMAIL = 'olga.operator@kelp-ops.example'
const PASSWORD = 'orbit-e2e-Password-1'

/** Signs up, verifies and signs in over the API; the first person of a domain is its admin. */
export async function signUpAndSignIn(request: APIRequestContext, email: string) {
  await createVerifiedUser(request, email, PASSWORD)
  const res = await request.post('/api/auth/sign-in', { data: { email, password: PASSWORD } })
  expect(res.status()).toBe(200)
  return ((await res.json()) as { access_token: string }).access_token
}

/** A company of its own: an admin (with portfolio access) and the domain for colleagues. */
export async function newCompanyAdmin(request: APIRequestContext, name = 'lena.admin') {
  const email = uniqueEmail(name)
  const token = await signUpAndSignIn(request, email)
  return { email, token, domain: email.split('@')[1]! }
}

let staffToken: string | undefined

/** The staff user signs in with a one-time code from the dev mailbox (once per worker). */
export async function signInStaff(request: APIRequestContext): Promise<string> {
  if (staffToken) return staffToken
  const otp = await request.post('/api/users/request_otp', {
    data: { email: STAFF_EMAIL, path: '/admin' },
  })
  expect(otp.status(), await otp.text()).toBe(200)
  const code = await latestCode(request, STAFF_EMAIL)
  const login = await request.post('/api/users/login_otp', { data: { email: STAFF_EMAIL, code } })
  expect(login.status(), await login.text()).toBe(201)
  staffToken = ((await login.json()) as { access_token: string }).access_token
  return staffToken
}

/** Puts the token cookie into a browser context and answers the cookie banner beforehand. */
export async function useToken(
  context: BrowserContext,
  page: Page,
  token: string,
  baseURL: string,
) {
  await context.addCookies([
    { name: 'accessToken', value: token, url: baseURL },
    { name: 'signedIn', value: '1', url: baseURL },
  ])
  await skipConsent(page)
}

/** The project with the most issued credits available (retirable once bought), and a vintage. */
export async function pickProject(request: APIRequestContext, token: string) {
  const headers = { Authorization: `Bearer ${token}` }
  const list = await request.get('/api/projects?sort=credits&perPage=48', { headers })
  const items = ((await list.json()) as { items: { slug: string; availability: string }[] }).items
  const slug = items.find((p) => p.availability === 'issued')!.slug
  const detail = await request.get(`/api/projects/${slug}`, { headers })
  return (await detail.json()) as {
    id: string
    slug: string
    name: string
    vintages: { year: number; creditsAvailable: number }[]
  }
}

/** Screenshots at 1440 and 375 px for review, only when ORBIT_SHOTS names a directory. */
export async function shots(page: Page, name: string) {
  const dir = process.env.ORBIT_SHOTS
  if (!dir) return
  await page.screenshot({ path: `${dir}/${name}-1440.png`, fullPage: true })
  await page.setViewportSize(MOBILE)
  await page.screenshot({ path: `${dir}/${name}-375.png`, fullPage: true })
  await page.setViewportSize(DESKTOP)
}

/** No serious or critical axe violations in the page's main content (and open dialogs). */
export async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).include('main').analyze()
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([])
}
