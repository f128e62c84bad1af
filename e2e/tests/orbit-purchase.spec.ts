import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { fillCard } from './contributions-helpers'
import { newCompanyAdmin, pickProject, shots, signInStaff, useToken } from './orbit-helpers'

/** Visible texts of the self-service purchase, per locale. */
const LOCALES = [
  {
    code: 'en' as const,
    prefix: '',
    card: 'Card',
    invoice: 'On invoice',
    buy: 'Buy and pay',
    buyOnInvoice: 'Buy on invoice',
    pay: /^Pay /,
    paid: 'Paid and delivered',
    declined: 'Payment declined',
    onInvoice: 'Delivered on invoice',
    retire: 'Retire in the Portfolio Manager',
    statusDelivered: 'Delivered',
  },
  {
    code: 'de' as const,
    prefix: '/de',
    card: 'Karte',
    invoice: 'Auf Rechnung',
    buy: 'Kaufen und bezahlen',
    buyOnInvoice: 'Auf Rechnung kaufen',
    pay: /bezahlen$/,
    paid: 'Bezahlt und geliefert',
    declined: 'Zahlung abgelehnt',
    onInvoice: 'Auf Rechnung geliefert',
    retire: 'Im Portfolio Manager stilllegen',
    statusDelivered: 'Geliefert',
  },
]

/** A company admin with billing details and 2 t of issued credits in the cart. */
async function buyerWithCart(request: APIRequestContext, name: string) {
  const admin = await newCompanyAdmin(request, name)
  const headers = { Authorization: `Bearer ${admin.token}` }
  const billing = await request.put('/api/portfolio/billing', {
    headers,
    data: {
      legalName: `${admin.domain} GmbH`,
      street: 'Teststraße 1',
      postcode: '10115',
      city: 'Berlin',
      country: 'DE',
      vatId: null,
    },
  })
  expect(billing.status(), await billing.text()).toBe(200)
  const project = await pickProject(request, admin.token)
  const vintage = project.vintages.find((v) => v.creditsAvailable >= 2)!
  const added = await request.post('/api/orbit/cart/items', {
    headers,
    data: { projectId: project.id, vintage: vintage.year, tonnes: 2 },
  })
  expect(added.status()).toBe(201)
  return { ...admin, headers, project }
}

async function payWith(page: Page, locale: 'en' | 'de', number: string, pay: RegExp) {
  await fillCard(page, locale, {
    email: 'buyer@example-mail.de',
    name: 'Pat Buyer',
    number,
    expiry: '12/34',
    cvc: '123',
  })
  await page.getByRole('button', { name: pay }).click()
}

for (const L of LOCALES) {
  test(`self-service by card: paid, delivered, ready to retire (${L.code})`, async ({
    page,
    request,
    baseURL,
  }) => {
    const buyer = await buyerWithCart(request, 'cara.card')
    await useToken(page.context(), page, buyer.token, baseURL!)
    await page.goto(`${L.prefix}/orbit`)
    await expect(page.getByRole('radio', { name: L.card })).toBeChecked()
    await shots(page, `purchase-cart-${L.code}`)
    await page.getByRole('button', { name: L.buy }).click()
    await page.waitForURL(/\/contribute\/pay\//)
    await shots(page, `purchase-pay-${L.code}`)
    await payWith(page, L.code, '4242 4242 4242 4242', L.pay)
    await page.waitForURL(/\/orbit\/orders\//)
    await expect(page.getByRole('heading', { name: L.paid })).toBeVisible()
    await shots(page, `purchase-paid-${L.code}`)
    await expect(page.getByRole('link', { name: L.retire })).toBeVisible()
    const orbit = await (await request.get('/api/orbit', { headers: buyer.headers })).json()
    expect(orbit.orders[0].status).toBe('delivered')
  })

  test(`self-service by card: a declined card releases the credits (${L.code})`, async ({
    page,
    request,
    baseURL,
  }) => {
    const buyer = await buyerWithCart(request, 'dan.declined')
    await useToken(page.context(), page, buyer.token, baseURL!)
    await page.goto(`${L.prefix}/orbit`)
    await page.getByRole('button', { name: L.buy }).click()
    await page.waitForURL(/\/contribute\/pay\//)
    await payWith(page, L.code, '4000 0000 0000 0002', L.pay)
    await page.waitForURL(/\/orbit\/orders\//)
    await expect(page.getByRole('heading', { name: L.declined })).toBeVisible()
    await shots(page, `purchase-declined-${L.code}`)
    const orbit = await (await request.get('/api/orbit', { headers: buyer.headers })).json()
    expect(orbit.orders[0].status).toBe('payment_failed')
    expect(orbit.orders[0].payment.releasedAt).not.toBeNull()
  })

  test(`self-service on invoice for an approved company (${L.code})`, async ({
    page,
    request,
    baseURL,
  }) => {
    const buyer = await buyerWithCart(request, 'ivo.invoice')
    const me = await (await request.get('/api/users/me', { headers: buyer.headers })).json()
    const staff = await signInStaff(request)
    const line = await request.put(`/api/admin/companies/${me.company.id}/credit-line`, {
      headers: { Authorization: `Bearer ${staff}` },
      data: { limitCents: 10_000_000 },
    })
    expect(line.status(), await line.text()).toBe(200)
    await useToken(page.context(), page, buyer.token, baseURL!)
    await page.goto(`${L.prefix}/orbit`)
    await page.getByRole('radio', { name: L.invoice }).check()
    await page.getByRole('button', { name: L.buyOnInvoice }).click()
    await page.waitForURL(/\/orbit\/orders\//)
    await expect(page.getByRole('heading', { name: L.onInvoice })).toBeVisible()
    await shots(page, `purchase-invoice-${L.code}`)
    await page.getByRole('link', { name: L.retire }).click()
    await page.waitForURL(/portfolio-manager/)
  })
}
