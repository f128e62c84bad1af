import { expect, request as requests, test, type APIRequestContext } from '@playwright/test'
import { baseURL } from '../playwright.config'
import { gotoReady } from './auth-helpers'
import { contributorEmail, magicLinkPath, money } from './contributions-helpers'

/**
 * The contribution dashboard from the server (docs/decisions/137): the magic-link exchange from
 * our pages leaves the token in an HttpOnly cookie, and the page's first HTML holds the
 * contributor's data.
 */
const own = { origin: new URL(baseURL).origin, 'sec-fetch-site': 'same-origin' }
const crossSite = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }

const LOCALES = [
  {
    code: 'en',
    prefix: '',
    plan: 'Current plan',
    amount: '€67.35 per month',
    adjustLine: 'Now: €67.35 per month for 5 t CO₂ per year',
    loading: 'Opening your dashboard…',
    sendLink: 'Send me the link',
    ended: 'Your dashboard session has ended.',
  },
  {
    code: 'de',
    prefix: '/de',
    plan: 'Aktueller Plan',
    amount: '67,35 € pro Monat',
    adjustLine: 'Bisher: 67,35 € pro Monat für 5 t CO₂ pro Jahr',
    loading: 'Ihr Dashboard wird geöffnet…',
    sendLink: 'Link senden',
    ended: 'Ihre Dashboard-Sitzung ist abgelaufen.',
  },
] as const

/** A paid monthly contribution of 5 t a year to the German & European portfolio, by API. */
async function contribute(request: APIRequestContext, email: string, locale: string) {
  const checkout = await request.post('/api/stripe/create-checkout-session', {
    data: {
      amount: 6735,
      frequency: 'monthly',
      emissions: 5,
      portfolio: 'germany',
      emissionType: 'custom',
      calculatorSettings: { tonnes: 5 },
      locale,
    },
  })
  expect(checkout.status()).toBe(200)
  const { sessionId } = await checkout.json()
  const paid = await request.post(`/api/payments/sandbox/sessions/${sessionId}/pay`, {
    data: {
      email,
      name: 'Sina Server',
      cardNumber: '4242424242424242',
      expiry: '12/34',
      cvc: '123',
    },
  })
  expect(paid.status()).toBe(200)
}

/** A fresh magic link for this address, as a path on the web origin. */
async function linkPath(request: APIRequestContext, email: string, locale: string) {
  await request.post('/api/contribution/dashboard', { data: { email, locale } })
  return magicLinkPath(request, email)
}

const linkCode = async (request: APIRequestContext, email: string, locale: string) =>
  new URL(await linkPath(request, email, locale), baseURL).searchParams.get('code')!

/** What the page renders, as opposed to the message catalogue the HTML also carries. */
const rendered = (element: string, text: string) =>
  new RegExp(`<${element}[^>]*>${money(text).source}`)

async function html(request: APIRequestContext, path: string, cookie?: string) {
  const res = await request.get(path, cookie ? { headers: { cookie } } : {})
  expect(res.status()).toBe(200)
  return res.text()
}

for (const L of LOCALES) {
  test(`${L.code}: with the dashboard cookie the server HTML holds the contributor's dashboard`, async ({
    request,
  }) => {
    const email = contributorEmail('sina.server')
    await contribute(request, email, L.code)

    // The exchange from our own page: the token goes into the HttpOnly cookie, not the body.
    // (A context of its own: the fixture's cookie jar would keep the cookie for every request.)
    const ownPage = await requests.newContext({ baseURL })
    const exchanged = await ownPage.post('/api/stripe/validate-magic-link', {
      headers: own,
      data: { code: await linkCode(request, email, L.code) },
    })
    expect(exchanged.status()).toBe(200)
    const body = await exchanged.json()
    expect(body).not.toHaveProperty('token')
    expect(body.dashboard.email).toBe(email)
    const setCookie = exchanged.headersArray().find((h) => h.name.toLowerCase() === 'set-cookie')
    expect(setCookie?.value).toMatch(/^contributionToken=[^;]+;.*Max-Age=3\d{3};.*HttpOnly/i)
    const cookie = setCookie!.value.split(';')[0]!
    await ownPage.dispose()

    const dashboard = await html(request, `${L.prefix}/contribute/dashboard`, cookie)
    expect(dashboard).toMatch(rendered('p', email))
    expect(dashboard).toMatch(rendered('h2', L.plan))
    expect(dashboard).toMatch(money(L.amount))
    expect(dashboard).not.toMatch(rendered('p', L.loading))
    expect(dashboard).not.toContain(cookie.split('=')[1])

    const adjust = await html(request, `${L.prefix}/contribute/dashboard/adjust`, cookie)
    expect(adjust).toMatch(rendered('p', L.adjustLine))
    expect(adjust).not.toMatch(rendered('p', L.loading))

    // Without the cookie, or with one the API refuses, the link request comes at once.
    for (const visitor of [undefined, 'contributionToken=stale.0.sig']) {
      const page = await html(request, `${L.prefix}/contribute/dashboard`, visitor)
      expect(page).not.toContain(email)
      expect(page).toMatch(rendered('button', L.sendLink))
      expect(page).not.toMatch(rendered('p', L.loading))
      if (visitor) expect(page).toMatch(rendered('p', L.ended))
    }

    // The cookie acts for our own pages only.
    const read = (headers: Record<string, string>) =>
      request.get('/api/contribution/dashboard', { headers: { cookie, ...headers } })
    expect((await read(own)).status()).toBe(200)
    expect((await read(crossSite)).status()).toBe(401)
  })
}

test('API clients (no Origin) still get the token in the body and send it as the header', async ({
  request,
}) => {
  const email = contributorEmail('api.client')
  await contribute(request, email, 'en')
  const exchanged = await request.post('/api/stripe/validate-magic-link', {
    data: { code: await linkCode(request, email, 'en') },
  })
  const { token } = await exchanged.json()
  expect(typeof token).toBe('string')
  expect(exchanged.headersArray().map((h) => h.name.toLowerCase())).not.toContain('set-cookie')
  const read = await request.get('/api/contribution/dashboard', {
    headers: { 'X-Contribution-Token': token },
  })
  expect((await read.json()).email).toBe(email)
})

test('page scripts never see the dashboard token; closing the dashboard clears its cookie', async ({
  page,
  request,
}) => {
  const email = contributorEmail('nora.cookie')
  await contribute(request, email, 'en')
  await gotoReady(page, await linkPath(request, email, 'en'))
  await expect(page.getByRole('heading', { name: 'Current plan' })).toBeVisible()
  const stored = (await page.context().cookies()).find((c) => c.name === 'contributionToken')
  expect(stored).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })
  const visible = await page.evaluate(() => document.cookie)
  expect(visible).not.toContain('contributionToken')
  expect(visible).not.toContain(stored!.value)
  expect(await page.evaluate(() => JSON.stringify({ ...sessionStorage }))).not.toContain(
    stored!.value,
  )

  // A reload is rendered by the server with the data, then closing ends the session.
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Current plan' })).toBeVisible()
  await page.getByRole('button', { name: 'Close dashboard' }).click()
  await expect(page.getByRole('button', { name: 'Send me the link' })).toBeVisible()
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain('contributionToken')
  await page.reload()
  await expect(page.getByRole('button', { name: 'Send me the link' })).toBeVisible()
})
