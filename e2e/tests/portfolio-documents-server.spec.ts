import { expect, test, type APIRequestContext } from '@playwright/test'
import { latestCode } from './auth-helpers'
import { newCompanyAdmin, signUpAndSignIn, useToken } from './orbit-helpers'

/** The seeded demo company's admin (kelp-demo.com: documents in both languages). */
const DEMO_EMAIL = 'alex.demo@kelp-demo.com'

async function signInDemo(request: APIRequestContext) {
  const otp = await request.post('/api/users/request_otp', {
    data: { email: DEMO_EMAIL, path: '/portfolio-manager' },
  })
  expect(otp.status(), await otp.text()).toBe(200)
  const code = await latestCode(request, DEMO_EMAIL)
  const login = await request.post('/api/users/login_otp', { data: { email: DEMO_EMAIL, code } })
  expect(login.status(), await login.text()).toBe(201)
  return ((await login.json()) as { access_token: string }).access_token
}

const LOCALES = [
  {
    code: 'en',
    path: '/portfolio-manager',
    documents: 'Important documents and reporting',
    document: 'Framework agreement for carbon credit purchases',
    billing: 'Billing details',
    members: 'Portfolio access',
    overview: 'Portfolio overview',
  },
  {
    code: 'de',
    path: '/de/portfolio',
    documents: 'Wichtige Dokumente und Berichte',
    document: 'Rahmenvertrag über den Kauf von CO₂-Zertifikaten',
    billing: 'Rechnungsdaten',
    members: 'Zugriff auf das Portfolio',
    overview: 'Portfolioübersicht',
  },
] as const

/** The documents tab's three lists and the billing details, as the browser would read them. */
const DOCUMENT_READS =
  /^\/api\/portfolio\/(regulatory-reports|admin-documentation|marketing-materials|billing)$/

for (const L of LOCALES) {
  test(`${L.path}?tab=documents (${L.code}): the documents and billing details are in the server HTML, and the browser does not read them again`, async ({
    page,
    request,
    baseURL,
  }) => {
    const token = await signInDemo(request)
    const html = await (
      await request.get(`${L.path}?tab=documents`, { headers: { cookie: `accessToken=${token}` } })
    ).text()
    expect(html).toContain(L.document)
    expect(html).toContain(`>${L.billing}</h2>`)

    const reads: string[] = []
    const errors: string[] = []
    page.on('request', (r) => {
      if (DOCUMENT_READS.test(new URL(r.url()).pathname)) reads.push(r.url())
    })
    page.on('pageerror', (e) => errors.push(e.message))
    await useToken(page.context(), page, token, baseURL!)
    await page.goto(`${L.path}?tab=documents`)
    await expect(page.getByRole('tab', { name: L.documents })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await expect(page.getByText(L.document).first()).toBeVisible()
    await expect(page.getByRole('heading', { name: L.billing })).toBeVisible()
    expect(reads).toEqual([])
    expect(errors).toEqual([])
    // The address follows the tab, so a reload opens the same one.
    await page.getByRole('tab', { name: L.overview }).click()
    await expect(page).toHaveURL((url) => !url.searchParams.has('tab'))
    await page.getByRole('tab', { name: L.documents }).click()
    await expect(page).toHaveURL((url) => url.searchParams.get('tab') === 'documents')
  })

  test(`${L.path} (${L.code}): a company admin's colleagues are in the server HTML`, async ({
    request,
  }) => {
    const admin = await newCompanyAdmin(request, 'rita.admin')
    const colleague = `tom.kollege@${admin.domain}`
    await signUpAndSignIn(request, colleague)
    const html = await (
      await request.get(L.path, { headers: { cookie: `accessToken=${admin.token}` } })
    ).text()
    expect(html).toContain(`>${L.members}</h2>`)
    expect(html).toContain(colleague)
    expect(html).toContain(admin.email)
  })
}
