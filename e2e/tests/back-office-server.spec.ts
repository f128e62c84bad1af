import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { newCompanyAdmin, pickProject, signInStaff, STAFF_EMAIL, useToken } from './orbit-helpers'
import { ORBIT_LOCALES } from './orbit-texts'

// The page's message bundle travels in the HTML too: the checks look for rendered markup.
const ADMIN = {
  en: { title: 'Operator back-office', signedIn: `Signed in as ${STAFF_EMAIL}` },
  de: { title: 'Backoffice', signedIn: `Angemeldet als ${STAFF_EMAIL}` },
} as const

/** A company's order waiting for an offer; its number is what the operator looks for. */
async function placedOrder(request: APIRequestContext) {
  const admin = await newCompanyAdmin(request, 'ida.buyer')
  const project = await pickProject(request, admin.token)
  const vintage = project.vintages.find((v) => v.creditsAvailable >= 1)!.year
  const placed = await request.post('/api/orbit/placeOrder', {
    headers: { Authorization: `Bearer ${admin.token}` },
    data: { cartItems: [{ projectId: project.id, vintage, tonnes: 1 }] },
  })
  expect(placed.status(), await placed.text()).toBe(201)
  return ((await placed.json()) as { order: { number: string } }).order.number
}

/** Reads the browser makes of these API paths, and page errors (a hydration mismatch is one). */
function watch(page: Page, paths: RegExp) {
  const reads: string[] = []
  const errors: string[] = []
  page.on('request', (r) => {
    if (paths.test(new URL(r.url()).pathname)) reads.push(r.url())
  })
  page.on('pageerror', (e) => errors.push(e.message))
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text())
  })
  return { reads, errors }
}

for (const L of ORBIT_LOCALES) {
  const texts = ADMIN[L.code as keyof typeof ADMIN]

  test(`/admin (${L.code}): the operator's first orders are in the server HTML and the browser does not read them again`, async ({
    page,
    request,
    baseURL,
  }) => {
    const number = await placedOrder(request)
    const staff = await signInStaff(request)
    const html = await (
      await request.get(`${L.prefix}/admin`, { headers: { cookie: `accessToken=${staff}` } })
    ).text()
    expect(html).toContain(`>${texts.title}</h1>`)
    expect(html).toContain(texts.signedIn)
    expect(html).toContain(number)
    // Without a session the server renders no back-office.
    const anonymous = await (await request.get(`${L.prefix}/admin`)).text()
    expect(anonymous).not.toContain(`>${texts.title}</h1>`)
    expect(anonymous).not.toContain(STAFF_EMAIL)

    const seen = watch(page, /^\/api\/admin\/(me|orders)$/)
    await useToken(page.context(), page, staff, baseURL!)
    const profile = page.waitForResponse((r) => r.url().includes('/api/users/me'))
    await page.goto(`${L.prefix}/admin`)
    await expect(page.getByRole('heading', { name: texts.title, level: 1 })).toBeVisible()
    await expect(page.getByRole('heading', { name: new RegExp(number) })).toBeVisible()
    expect((await profile).status()).toBe(200)
    expect(seen.reads).toEqual([])
    expect(seen.errors).toEqual([])
  })

  test(`/admin (${L.code}): a customer's HTML already holds the 403 screen`, async ({
    request,
  }) => {
    const customer = await newCompanyAdmin(request, 'nora.customer')
    const html = await (
      await request.get(`${L.prefix}/admin`, {
        headers: { cookie: `accessToken=${customer.token}` },
      })
    ).text()
    expect(html).toContain(`>${L.denied}</h1>`)
    expect(html).not.toContain(`>${texts.title}</h1>`)
  })
}
