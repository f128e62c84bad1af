import { expect, test, type APIRequestContext } from '@playwright/test'
import {
  expectAccessible,
  newCompanyAdmin,
  pickProject,
  shots,
  signInStaff,
  signUpAndSignIn,
  useToken,
} from './orbit-helpers'

const TEXTS = [
  {
    code: 'en',
    prefix: '',
    documentsTab: 'Important documents and reporting',
    billingTitle: 'Billing details',
    street: 'Street and number',
    postcode: 'Postcode',
    city: 'City',
    save: 'Save billing details',
    missing: 'Street and number',
    saved: 'Billing details saved. The next invoice uses them.',
    orders: 'Orders',
    issue: 'Issue credit note',
    reason: 'Reason (printed on the credit note)',
    reasonMissing: 'Enter the reason for the refund.',
    review: 'Continue',
    confirm: /^Refund €[\d,.]+ for order \S+ in full\?/,
    reasonText: 'Order cancelled by the customer',
    issued: /^Credit note (CN-\d{4}-\d{6}) \(corrects INV-\d{4}-\d{6}\)$/,
  },
  {
    code: 'de',
    prefix: '/de',
    documentsTab: 'Wichtige Dokumente und Berichte',
    billingTitle: 'Rechnungsdaten',
    street: 'Straße und Hausnummer',
    postcode: 'Postleitzahl',
    city: 'Ort',
    save: 'Rechnungsdaten speichern',
    missing: 'Straße und Hausnummer',
    saved: 'Rechnungsdaten gespeichert. Die nächste Rechnung verwendet sie.',
    orders: 'Bestellungen',
    issue: 'Rechnungskorrektur ausstellen',
    reason: 'Grund (steht auf der Rechnungskorrektur)',
    reasonMissing: 'Geben Sie den Grund für die Erstattung an.',
    review: 'Weiter',
    confirm: /^[\d.,\s]+€ für Bestellung \S+ vollständig erstatten\?/,
    reasonText: 'Bestellung vom Kunden storniert',
    issued: /^Rechnungskorrektur (CN-\d{4}-\d{6}) \(korrigiert INV-\d{4}-\d{6}\)$/,
  },
] as const

/** An order of the company turned into an offer by the operator (over the API). */
async function offeredOrder(request: APIRequestContext, token: string) {
  const headers = { Authorization: `Bearer ${token}` }
  const project = await pickProject(request, token)
  const vintage = project.vintages.find((v) => v.creditsAvailable >= 1)!.year
  const placed = await request.post('/api/orbit/placeOrder', {
    headers,
    data: { cartItems: [{ projectId: project.id, vintage, tonnes: 1 }] },
  })
  const order = ((await placed.json()) as { order: { id: string; number: string } }).order
  const staff = { Authorization: `Bearer ${await signInStaff(request)}` }
  const offer = await request.post(`/api/admin/orders/${order.id}/offer`, {
    headers: staff,
    data: {},
  })
  expect(offer.status()).toBe(201)
  return order.number
}

// One staff sign-in for both languages: a new one-time code would replace the other's.
test.describe.configure({ mode: 'serial' })

for (const L of TEXTS) {
  test(`company admin keeps the billing details; the operator refunds with a credit note (${L.code})`, async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    test.setTimeout(90_000)
    const admin = await newCompanyAdmin(request, 'jana.koch')
    const orderNumber = await offeredOrder(request, admin.token)

    // Billing details in the Portfolio Manager's documents tab: required fields, then saved.
    await useToken(page.context(), page, admin.token, baseURL!)
    await page.goto(`${L.prefix}/portfolio-manager`)
    await page.getByRole('tab', { name: L.documentsTab }).click()
    const panel = page.getByRole('region', { name: L.billingTitle, exact: true })
    await panel.getByRole('button', { name: L.save }).click()
    await expect(panel.getByLabel(L.missing)).toHaveAttribute('aria-invalid', 'true')
    await panel.getByLabel(L.street).fill('Łódź Dvořák Ελλάδα Москва 1')
    await panel.getByLabel(L.postcode).fill('10115')
    await panel.getByLabel(L.city).fill('Berlin')
    await panel.getByRole('button', { name: L.save }).click()
    await expect(panel.getByRole('status')).toHaveText(L.saved)
    await shots(page, `billing-settings-${L.code}`)
    await expectAccessible(page)
    // Kept: a reload shows them, and the offer is accepted without asking again.
    await page.reload()
    await page.getByRole('tab', { name: L.documentsTab }).click()
    await expect(panel.getByLabel(L.street)).toHaveValue('Łódź Dvořák Ελλάδα Москва 1')
    const headers = { Authorization: `Bearer ${admin.token}` }
    const accepted = await request.post('/api/portfolio-manager/acceptOffer', { headers, data: {} })
    expect(accepted.status(), await accepted.text()).toBe(200)

    // A colleague with portfolio access but without the admin role does not see the form.
    const memberToken = await signUpAndSignIn(request, `erik.${L.code}@${admin.domain}`)
    const members = await request.get('/api/users/company/members', { headers })
    const member = (
      (await members.json()) as { members: { userId: string; email: string }[] }
    ).members.find((m) => m.email.startsWith('erik.'))!
    const granted = await request.put(`/api/users/company/members/${member.userId}/access`, {
      headers,
      data: { portfolioAccess: true },
    })
    expect(granted.status()).toBe(200)
    const colleague = await browser.newContext()
    const colleaguePage = await colleague.newPage()
    await useToken(colleague, colleaguePage, memberToken, baseURL!)
    await colleaguePage.goto(`${L.prefix}/portfolio-manager`)
    await colleaguePage.getByRole('tab', { name: L.documentsTab }).click()
    await expect(colleaguePage.getByRole('tabpanel')).toBeVisible()
    await expect(
      colleaguePage.getByRole('region', { name: L.billingTitle, exact: true }),
    ).toHaveCount(0)
    await colleague.close()

    // The operator refunds the accepted order: a reason, a confirmation, then the credit note.
    const staff = await browser.newContext()
    const staffPage = await staff.newPage()
    await useToken(staff, staffPage, await signInStaff(request), baseURL!)
    await staffPage.goto(`${L.prefix}/admin`)
    await staffPage
      .getByRole('region', { name: L.orders, exact: true })
      .getByRole('combobox', { name: /^Status/ })
      .selectOption('accepted')
    const row = staffPage.locator(`[data-order="${orderNumber}"]`)
    await row.getByRole('button', { name: L.issue }).click()
    await row.getByRole('button', { name: L.review }).click()
    await expect(row.getByRole('alert')).toHaveText(L.reasonMissing)
    await row.getByLabel(L.reason).fill(L.reasonText)
    await row.getByRole('button', { name: L.review }).click()
    await expect(row.getByRole('status')).toHaveText(L.confirm)
    await shots(staffPage, `admin-credit-note-confirm-${L.code}`)
    await expectAccessible(staffPage)
    await row.getByRole('button', { name: L.issue }).click()
    const note = row.locator('[data-credit-note]')
    await expect(note).toContainText(L.reasonText)
    const number = L.issued.exec((await note.locator('span').first().innerText()).trim())![1]!
    await expect(note).toHaveAttribute('data-credit-note', number)
    await expect(row.getByRole('button', { name: L.issue })).toHaveCount(0)
    await shots(staffPage, `admin-credit-note-issued-${L.code}`)
    await staff.close()

    // The company finds the credit note with its documents.
    const docs = await request.get('/api/portfolio/admin-documentation?perPage=100', { headers })
    const titles = ((await docs.json()) as { items: { title: string }[] }).items.map((d) => d.title)
    expect(titles.some((title) => title.includes(number))).toBe(true)
  })
}
