import { readFileSync, writeFileSync } from 'node:fs'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { pdfText } from './pdf-text'
import { pdfOfSize } from '../../apps/api/src/test/pdf-fixture'
import {
  newCompanyAdmin,
  expectAccessible,
  pickProject,
  shots,
  signInStaff,
  STAFF_EMAIL,
  useToken,
} from './orbit-helpers'
import { ORBIT_LOCALES } from './orbit-texts'

// One staff sign-in for both journeys: a new one-time code would replace the other's.
test.describe.configure({ mode: 'serial' })

/** The newest mail to `to` whose subject matches, from the dev mailbox. */
async function mailMatching(request: APIRequestContext, to: string, subject: RegExp) {
  let found: { subject: string; text: string } | undefined
  await expect
    .poll(async () => {
      const res = await request.get(`/api/dev/mail?to=${encodeURIComponent(to)}`)
      const mails = (await res.json()).mails as { subject: string; text: string }[]
      found = mails.find((m) => subject.test(m.subject))
      return found !== undefined
    })
    .toBe(true)
  return found!
}

/** The mail's signed document link opens a PDF without a session. */
async function expectPdfLink(request: APIRequestContext, text: string) {
  const link = /https?:\/\/\S+\/api\/portfolio\/mailed\/\S+/.exec(text)![0]
  const res = await request.get(link)
  expect(res.status()).toBe(200)
  expect(res.headers()['content-type']).toBe('application/pdf')
}

for (const L of ORBIT_LOCALES) {
  test(`add to cart → order → offer → accept → retire → certificate (${L.code})`, async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000)
    const admin = await newCompanyAdmin(request)
    const project = await pickProject(request, admin.token)
    await useToken(page.context(), page, admin.token, baseURL!)

    // Project page: whole-tonne validation, then add 3 t.
    await page.goto(`${L.prefix}/projects/${project.slug}`)
    const buy = page.getByRole('region', { name: L.buy })
    const tonnes = buy.getByLabel(L.tonnes)
    const add = buy.getByRole('button', { name: L.addToCart })
    for (const [value, message] of [
      ['0', L.min],
      ['2.5', L.integer],
      ['999999999', L.max],
    ] as const) {
      await tonnes.fill(value)
      await add.click()
      await expect(buy.getByText(message)).toBeVisible()
      await expect(tonnes).toHaveAttribute('aria-invalid', 'true')
    }
    await tonnes.fill('3')
    await add.click()
    await expect(buy.getByText(L.added)).toBeVisible()
    // The navbar counts the new line without a reload.
    await expect(page.getByRole('link', { name: L.navCartOne, exact: true })).toBeVisible()
    await shots(page, `project-add-${L.code}`)

    // Cart: a double click on "Place order" still makes one order (idempotency key).
    await buy.getByRole('link', { name: new RegExp(`^${L.cart}`) }).click()
    await expect(page.getByRole('heading', { name: L.yourCart })).toBeVisible()
    await expect(page.getByRole('link', { name: project.name })).toBeVisible()
    await shots(page, `orbit-cart-${L.code}`)
    await expectAccessible(page)
    // Editing a line re-prices the cart; back to 3 t for the rest of the journey.
    const total = page.getByTestId('cart-total')
    const threeTonnes = await total.innerText()
    const line = page.getByLabel(new RegExp(`^${L.tonnesOf}`))
    for (const value of ['4', '3']) {
      await line.fill(value)
      await page.getByRole('button', { name: L.update }).click()
      await expect(page.getByRole('button', { name: L.update })).toBeHidden()
      if (value === '4') await expect(total).not.toHaveText(threeTonnes)
    }
    await expect(total).toHaveText(threeTonnes)
    await page.getByRole('button', { name: L.placeOrder }).dblclick()
    const placed = page.getByRole('status').filter({ hasText: L.placed })
    await expect(placed).toBeVisible()
    const orderNumber = L.placed.exec(await placed.innerText())![1]!
    await expect(
      page.locator(`[data-order="${orderNumber}"]`).getByText(L.statusPlaced, { exact: true }),
    ).toBeVisible()
    const orbit = await request.get('/api/orbit', {
      headers: { Authorization: `Bearer ${admin.token}` },
    })
    expect(((await orbit.json()) as { orders: unknown[] }).orders).toHaveLength(1)
    await shots(page, `orbit-orders-${L.code}`)

    // Operator: the order becomes an offer in the back-office.
    const staff = await browser.newContext()
    const staffPage = await staff.newPage()
    await useToken(staff, staffPage, await signInStaff(request), baseURL!)
    await staffPage.goto(`${L.prefix}/admin`)
    await expect(staffPage.getByRole('heading', { name: L.backOffice })).toBeVisible()
    const row = staffPage.locator(`[data-order="${orderNumber}"]`)
    await row.getByRole('button', { name: L.createOffer }).click()
    await shots(staffPage, `admin-offer-${L.code}`)
    await expectAccessible(staffPage)
    await row.getByRole('button', { name: L.sendOffer }).click()
    await expect(row).toBeHidden()
    await staff.close()

    // Company admin accepts; the overview changes from nothing to 3 t.
    await page.goto(`${L.prefix}/portfolio-manager`)
    const purchased = page.locator('[data-kpi="purchased"]')
    await expect(purchased).toHaveText(/^0\s*t$/)
    await expect(page.getByRole('heading', { name: L.offerTitle(orderNumber) })).toBeVisible()
    await shots(page, `portfolio-offer-${L.code}`)
    await page.getByRole('button', { name: L.acceptOffer }).click()
    const confirm = page.getByRole('dialog', { name: L.confirmTitle })
    // The invoice names the buyer's address: asked for once, kept for the next invoice.
    await confirm.getByLabel(L.billingStreet).fill('Łódź Dvořák Ελλάδα Москва 1')
    await confirm.getByLabel(L.billingPostcode).fill('10115')
    await confirm.getByLabel(L.billingCity).fill('Berlin')
    await shots(page, `portfolio-billing-${L.code}`)
    await confirm.getByRole('button', { name: L.confirm }).click()
    await expect(page.getByRole('status').filter({ hasText: L.accepted })).toBeVisible()
    await expect(purchased).toHaveText(/^3\s*t$/)
    // The admin is mailed the invoice (in their account's language), linked by a signed URL.
    const invoiceMail = await mailMatching(
      request,
      admin.email,
      /^(Offer accepted|Angebot angenommen)/,
    )
    await expectPdfLink(request, invoiceMail.text)
    await expect(
      page.getByRole('img', { name: new RegExp(`^${L.byCategory}\\. .*3\\s*t`) }),
    ).toBeVisible()

    // Retire 2 t and download the certificate through its signed URL.
    await page.getByRole('button', { name: L.retireLabel }).first().click()
    const retire = page.getByRole('dialog', { name: L.retireTitle })
    await retire.getByLabel(L.retireTonnes).fill('2')
    await retire.getByLabel(L.beneficiary).fill('Lena Admin GmbH')
    await retire.getByRole('button', { name: L.retireSubmit }).click()
    const done = page.getByRole('status').filter({ hasText: L.retired })
    await expect(done).toBeVisible()
    const certificate = L.retired.exec(await done.innerText())![1]!
    const retiredMail = await mailMatching(request, admin.email, new RegExp(certificate))
    expect(retiredMail.subject).toMatch(/^(Retirement requested|Stilllegung beantragt)/)
    await expectPdfLink(request, retiredMail.text)
    await shots(page, `portfolio-retired-${L.code}`)
    // Downloaded in place from the signed URL: no second tab.
    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('dialog').getByRole('button', { name: L.downloadCertificate }).click(),
    ])
    expect(pdf.url()).toContain('/api/files/')
    expect(pdf.suggestedFilename()).toBe(`${certificate}.pdf`)
    expect(page.context().pages()).toHaveLength(1)
    // Lines joined: long values such as the project name wrap in the PDF.
    const text = (await pdfText((await pdf.path())!)).replace(/\s+/g, ' ')
    for (const expected of [L.pdfTitle, certificate, 'Lena Admin GmbH', project.name]) {
      expect(text).toContain(expected)
    }
    await page.getByRole('dialog').getByRole('button', { name: L.close }).click()
    await expect(page.getByRole('table').getByText(certificate)).toBeVisible()
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: L.exportRetirements }).click(),
    ])
    const csvText = readFileSync((await csv.path())!, 'utf8')
    expect(csvText).toContain(certificate)
    // German Excel splits on semicolons; the byte-order mark makes it read UTF-8.
    expect(csvText.startsWith(`\uFEFF${L.code === 'de' ? 'Zertifikat;' : 'Certificate,'}`)).toBe(
      true,
    )
    const [xlsx] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: L.exportRetirementsXlsx }).click(),
    ])
    expect(xlsx.suggestedFilename()).toMatch(/^kelp-retirements.*\.xlsx$/)
    expect(
      readFileSync((await xlsx.path())!)
        .subarray(0, 2)
        .toString(),
    ).toBe('PK')
    await shots(page, `portfolio-overview-${L.code}`)
    await expectAccessible(page)

    // Reloaded, the server renders holdings, charts and tiles; they hydrate without a mismatch.
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    await page.reload()
    await expect(purchased).toHaveText(/^3\s*t$/)
    await expect(page.getByRole('table').getByText(certificate)).toBeVisible()
    await expect(page.getByRole('button', { name: L.retireLabel }).first()).toBeEnabled()
    expect(errors).toEqual([])

    // The invoice of the accepted offer is listed under the admin documents.
    await page.getByRole('tab', { name: L.documentsTab }).click()
    await expect(
      page.getByRole('list', { name: L.adminDocuments }).getByRole('button', { name: L.invoice }),
    ).toBeVisible()
    await shots(page, `portfolio-documents-${L.code}`)
    await expectAccessible(page)
    await page.getByRole('tab', { name: L.strategyTab }).click()
    await expect(page.getByRole('link', { name: L.atlas })).toBeVisible()
    await shots(page, `portfolio-strategy-${L.code}`)
  })
}

test('an operator link opens the read-only admin portfolio view without sign-in', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const L = ORBIT_LOCALES[0]
  const admin = await newCompanyAdmin(request, 'ida.viewer')
  const staff = await browser.newContext()
  const staffPage = await staff.newPage()
  await useToken(staff, staffPage, await signInStaff(request), baseURL!)
  await staffPage.goto('/admin')
  await staffPage.getByRole('tab', { name: 'Portfolio links' }).click()
  await staffPage.getByLabel('E-mail of a company member').fill(admin.email)
  await staffPage.getByRole('button', { name: 'Create link' }).click()
  const link = staffPage.getByRole('status').getByRole('link')
  const href = await link.getAttribute('href')
  expect(href).toContain(`email=${encodeURIComponent(admin.email)}`)
  await shots(staffPage, 'admin-links-en')
  await staff.close()

  await page.goto(href!)
  await expect(page.getByRole('heading', { name: 'Portfolio overview', level: 1 })).toBeVisible()
  await expect(page.getByText(`Read-only view of the portfolio for ${admin.email}`)).toBeVisible()
  await expect(page.locator('[data-kpi="purchased"]')).toHaveText(/^0\s*t$/)
  await shots(page, 'portfolio-admin-view-en')
  await page.goto(href!.replace(/token=[^&]+/, 'token=forged-token-value'))
  await expect(page.getByRole('heading', { name: L.linkError })).toBeVisible()
})

test('an operator uploads a document the company downloads, edits a price, and sees the audit log', async ({
  page,
  browser,
  request,
  baseURL,
}, testInfo) => {
  // A 40 MB file goes up and comes back down through the browser.
  test.slow()
  const admin = await newCompanyAdmin(request, 'tom.reports')
  const me = await request.get('/api/users/me', {
    headers: { Authorization: `Bearer ${admin.token}` },
  })
  const companyId = ((await me.json()) as { company: { id: string } }).company.id
  const staff = await browser.newContext()
  const staffPage = await staff.newPage()
  await useToken(staff, staffPage, await signInStaff(request), baseURL!)
  await staffPage.goto('/admin')

  await staffPage.getByRole('tab', { name: 'Documents' }).click()
  await staffPage.getByLabel('Company').selectOption(companyId)
  await staffPage.getByLabel('Kind').selectOption({ label: 'Regulatory report' })
  await staffPage.getByLabel('Title').fill('CSRD climate annex')
  // 40 MB: above the web proxy's 10 MB body limit, so this checks the upload's own route. The
  // browser reads it from disk (a buffer would cross the DevTools protocol as base64).
  const body = pdfOfSize(40 * 1024 * 1024, 'e2e regulatory report')
  const upload = testInfo.outputPath('csrd-annex.pdf')
  writeFileSync(upload, body)
  await staffPage.getByLabel('File').setInputFiles(upload)
  await staffPage.getByRole('button', { name: 'Upload' }).click()
  await expect(staffPage.getByText('“CSRD climate annex” has been uploaded.')).toBeVisible()
  await shots(staffPage, 'admin-documents-en')

  // Price edit: raise one vintage by a cent and put it back (other tests read prices).
  await staffPage.getByRole('tab', { name: 'Inventory and prices' }).click()
  const row = staffPage.locator('[data-vintage]').first()
  const price = row.getByLabel('Price per t (EUR)')
  const before = await price.inputValue()
  const raised = (Math.round(Number(before) * 100) + 1) / 100
  for (const value of [raised.toFixed(2), before]) {
    await price.fill(value)
    await row.getByRole('button', { name: 'Save', exact: true }).click()
    // Saved rows are re-mounted from the server's answer, with Save disabled again.
    await expect(row.getByRole('button', { name: 'Save', exact: true })).toBeDisabled()
    await expect(price).toHaveValue(value)
  }
  await shots(staffPage, 'admin-inventory-en')
  await expectAccessible(staffPage)
  await staffPage.getByRole('tab', { name: 'Audit log' }).click()
  const log = staffPage.getByRole('table')
  await expect(log.getByText(STAFF_EMAIL).first()).toBeVisible()
  await expect(log.getByText('Document uploaded').first()).toBeVisible()
  await expect(log.getByText('Inventory or price changed').first()).toBeVisible()
  await shots(staffPage, 'admin-audit-en')
  await expectAccessible(staffPage)
  await staff.close()

  await useToken(page.context(), page, admin.token, baseURL!)
  await page.goto('/portfolio-manager')
  await page.getByRole('tab', { name: 'Important documents and reporting' }).click()
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSRD climate annex' }).click(),
  ])
  expect(file.url()).toContain('/api/files/')
  expect(readFileSync((await file.path())!).equals(body)).toBe(true)
})
