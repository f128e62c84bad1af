import { expect, test } from '@playwright/test'
import { newCompanyAdmin, signUpAndSignIn, useToken } from './orbit-helpers'
import { skipConsent } from './shell-helpers'

const TITLE = /<h1[^>]*>Portfolio Manager<\/h1>/
const PAGES = [
  {
    path: '/portfolio-manager',
    kpi: 'Invested in offsets',
    empty: 'No credits retired in this period.',
  },
  {
    path: '/de/portfolio',
    kpi: 'In Kompensation investiert',
    empty: 'In diesem Zeitraum wurden keine Zertifikate stillgelegt.',
  },
]

for (const p of PAGES) {
  test(`${p.path}: the first screen is in the server HTML for a member with access, and the browser does not read it again`, async ({
    page,
    request,
    baseURL,
  }) => {
    const admin = await newCompanyAdmin(request)
    const { company } = await (
      await request.get('/api/portfolio-manager', {
        headers: { Authorization: `Bearer ${admin.token}` },
      })
    ).json()
    const html = await (
      await request.get(p.path, { headers: { cookie: `accessToken=${admin.token}` } })
    ).text()
    expect(html).toMatch(TITLE)
    expect(html).toContain(company.name)
    expect(html).toContain(p.kpi)
    // Anonymous visitors and members without access get no portfolio from the server.
    expect(await (await request.get(p.path)).text()).not.toMatch(TITLE)
    const member = await signUpAndSignIn(request, `max.muster@${admin.domain}`)
    const restricted = await request.get(p.path, { headers: { cookie: `accessToken=${member}` } })
    expect(await restricted.text()).not.toMatch(TITLE)

    const reads: string[] = []
    page.on('request', (r) => {
      if (/\/api\/portfolio(-manager)?(\/retirement-certificates)?\?/.test(r.url()))
        reads.push(r.url())
    })
    // A hydration mismatch is reported as a page error (React's recoverable errors).
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text())
    })
    await useToken(page.context(), page, admin.token, baseURL!)
    const profile = page.waitForResponse((r) => r.url().includes('/api/users/me'))
    await page.goto(p.path)
    await expect(page.getByRole('heading', { name: 'Portfolio Manager', level: 1 })).toBeVisible()
    await expect(page.getByText(company.name)).toBeVisible()
    expect((await profile).status()).toBe(200)
    // The certificate list renders after hydration, from the server's data.
    await expect(page.getByText(p.empty)).toBeVisible()
    expect(reads).toEqual([])
    expect(errors).toEqual([])
  })
}

test('a stale session cookie: the server renders no portfolio and the browser asks to sign in', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const html = await (
    await request.get('/portfolio-manager', { headers: { cookie: 'accessToken=stale' } })
  ).text()
  expect(html).not.toMatch(TITLE)
  await skipConsent(page)
  await context.addCookies([
    { name: 'accessToken', value: 'stale', url: baseURL! },
    { name: 'signedIn', value: '1', url: baseURL! },
  ])
  await page.goto('/portfolio-manager')
  await expect(page.getByRole('dialog')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Portfolio Manager', level: 1 })).toHaveCount(0)
})
