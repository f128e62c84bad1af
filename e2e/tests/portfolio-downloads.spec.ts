import { expect, test, type APIRequestContext } from '@playwright/test'
import { latestCode } from './auth-helpers'
import { useToken } from './orbit-helpers'

/** The seeded demo company's admin (kelp-demo.com: certificates and documents). */
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
    certificate: /^Download certificate KELP-RC-/,
    documents: 'Important documents and reporting',
    document: /^Download /,
  },
  {
    code: 'de',
    path: '/de/portfolio',
    certificate: /^Zertifikat KELP-RC-\S+ herunterladen$/,
    documents: 'Wichtige Dokumente und Berichte',
    document: / herunterladen$/,
  },
]

for (const l of LOCALES) {
  test(`${l.code}: certificates and documents download in place, without a stray tab`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await useToken(context, page, await signInDemo(request), baseURL!)
    const popups: string[] = []
    context.on('page', (p) => popups.push(p.url()))
    await page.goto(l.path)

    const [certificate] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: l.certificate }).first().click(),
    ])
    expect(certificate.suggestedFilename()).toMatch(/^KELP-RC-\d{4}-\d{6}\.pdf$/)

    await page.getByRole('tab', { name: l.documents }).click()
    const [document] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('main').getByRole('button', { name: l.document }).first().click(),
    ])
    expect(document.suggestedFilename()).not.toBe('')
    expect(popups).toEqual([])
    expect(context.pages()).toHaveLength(1)
  })
}
