import { expect, test, type APIRequestContext } from '@playwright/test'
import { newCompanyAdmin, pickProject, shots, signInStaff } from './orbit-helpers'
import { pdfText } from './pdf-text'
import { DESKTOP, MOBILE } from './shell-helpers'

const NAMES = 'Łódź Dvořák Ελλάδα Москва'

async function pdfOf(request: APIRequestContext, token: string, downloadPath: string) {
  const headers = { Authorization: `Bearer ${token}` }
  const link = await request.get(downloadPath, { headers })
  const file = await request.get(((await link.json()) as { signedUrl: string }).signedUrl)
  return (await pdfText(await file.body())).replace(/\s+/g, ' ')
}

/** A company buys, is invoiced with reverse charge, retires and gets a certificate. */
async function retiredCertificate(request: APIRequestContext) {
  const admin = await newCompanyAdmin(request, 'verify.admin')
  const headers = { Authorization: `Bearer ${admin.token}` }
  const project = await pickProject(request, admin.token)
  const vintage = project.vintages.find((v) => v.creditsAvailable >= 2)!.year
  const line = { projectId: project.id, vintage, tonnes: 2 }
  const placed = await request.post('/api/orbit/placeOrder', {
    headers,
    data: { cartItems: [line] },
  })
  const orderId = ((await placed.json()) as { order: { id: string } }).order.id
  const staff = { Authorization: `Bearer ${await signInStaff(request)}` }
  expect(
    (
      await request.post(`/api/admin/orders/${orderId}/offer`, { headers: staff, data: {} })
    ).status(),
  ).toBe(201)
  const billing = {
    legalName: `${NAMES} Sp. z o.o.`,
    street: 'ul. Piotrkowska 1',
    postcode: '90-001',
    city: 'Łódź',
    country: 'PL',
    vatId: 'PL1234567890',
  }
  expect((await request.put('/api/portfolio/billing', { headers, data: billing })).status()).toBe(
    200,
  )
  const accepted = await request.post('/api/portfolio-manager/acceptOffer', { headers, data: {} })
  expect(accepted.status(), await accepted.text()).toBe(200)
  const docs = await request.get('/api/portfolio/admin-documentation?perPage=100', { headers })
  const invoice = ((await docs.json()) as { items: { title: string; downloadPath: string }[] })
    .items[0]!
  const invoiceText = await pdfOf(request, admin.token, invoice.downloadPath)
  expect(invoiceText).toContain(NAMES)
  expect(invoiceText).toContain('Reverse charge')

  const retired = await request.post('/api/portfolio/retirements', {
    headers,
    data: { ...line, beneficiary: NAMES, purpose: 'Business travel 2026' },
  })
  expect(retired.status(), await retired.text()).toBe(201)
  const r = (await retired.json()) as { certificateNumber: string; downloadPath: string }
  const text = await pdfOf(request, admin.token, r.downloadPath)
  expect(text).toContain(NAMES)
  const url = /(https?:\/\/\S+\/verify\/[A-Za-z0-9_-]+)/.exec(text)![1]!
  return { number: r.certificateNumber, path: new URL(url).pathname, project }
}

test('the certificate verification page works signed out, in English and German', async ({
  browser,
  request,
}) => {
  const { number, path, project } = await retiredCertificate(request)
  // A fresh context: no session, no cookies, as when someone scans the QR code.
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Retirement certificate ${number}`,
  )
  await expect(page.getByText(NAMES)).toBeVisible()
  await expect(page.getByText('Business travel 2026')).toBeVisible()
  await expect(page.getByRole('heading', { name: project.name })).toBeVisible()
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    `Certificate ${number} – verified by Kelp`,
  )
  await expect(page.locator('meta[property="og:description"]')).toHaveAttribute(
    'content',
    new RegExp(NAMES),
  )
  await expect(page.getByText(/@/)).toHaveCount(0)
  await expect(page.getByText('Requested on')).toBeVisible()
  await expect(page.getByText('Retired on')).toHaveCount(0)
  await shots(page, 'verify-en')

  await page.goto(`/de${path}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Stilllegungszertifikat ${number}`,
  )
  // Not yet confirmed by the registry: a request, with no retirement date and no finality.
  await expect(page.getByText('Beantragt am')).toBeVisible()
  await expect(page.getByTestId('certificate-state')).toContainText('Bestätigung steht aus')
  await expect(page.getByText('Stillgelegt am')).toHaveCount(0)
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'de_DE')
  await page.setViewportSize(MOBILE)
  await expect(page.getByText(NAMES)).toBeVisible()
  await page.setViewportSize(DESKTOP)
  await shots(page, 'verify-de')

  const unknown = await page.goto('/verify/AAAAAAAAAAAAAAAAAAAAAA')
  expect(unknown?.status()).toBe(404)
  await context.close()
})
