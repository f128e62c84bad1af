import { expect, test, type APIRequestContext } from '@playwright/test'
import {
  expectAccessible,
  newCompanyAdmin,
  pickProject,
  shots,
  signInStaff,
  useToken,
} from './orbit-helpers'

const TEXTS = [
  {
    code: 'en',
    prefix: '',
    locale: 'en-GB',
    accept: 'Accept offer',
    title: 'Accept this offer?',
    summary: 'Invoice amounts',
    net: 'Net',
    vat: 'VAT 19%',
    reverse: 'VAT: reverse charge (you account for it)',
    gross: 'Total to pay',
    country: 'Country',
    countryPL: 'Poland',
    vatId: 'VAT ID (optional)',
  },
  {
    code: 'de',
    prefix: '/de',
    locale: 'de-DE',
    accept: 'Angebot annehmen',
    title: 'Angebot annehmen?',
    summary: 'Rechnungsbeträge',
    net: 'Netto',
    vat: 'Umsatzsteuer 19 %',
    reverse: 'Umsatzsteuer: Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge)',
    gross: 'Zu zahlender Gesamtbetrag',
    country: 'Land',
    countryPL: 'Polen',
    vatId: 'USt-IdNr. (optional)',
  },
] as const

/** An offer with a fee made by the operator over the API; its total in cents. */
async function offer(request: APIRequestContext, token: string): Promise<number> {
  const project = await pickProject(request, token)
  const vintage = project.vintages.find((v) => v.creditsAvailable >= 3)!.year
  const placed = await request.post('/api/orbit/placeOrder', {
    headers: { Authorization: `Bearer ${token}` },
    data: { cartItems: [{ projectId: project.id, vintage, tonnes: 3 }] },
  })
  const { order } = (await placed.json()) as { order: { id: string } }
  const made = await request.post(`/api/admin/orders/${order.id}/offer`, {
    headers: { Authorization: `Bearer ${await signInStaff(request)}` },
    data: { feeCents: 1_234, feeLabel: 'Registry fee' },
  })
  expect(made.status()).toBe(201)
  return ((await made.json()) as { offer: { totalCents: number } }).offer.totalCents
}

test.describe.configure({ mode: 'serial' })

for (const L of TEXTS) {
  test(`the accept dialog shows net, VAT and gross as the invoice will (${L.code})`, async ({
    page,
    request,
    baseURL,
  }) => {
    const admin = await newCompanyAdmin(request, 'vera.vat')
    const net = await offer(request, admin.token)
    const euro = (cents: number) =>
      new Intl.NumberFormat(L.locale, { style: 'currency', currency: 'EUR' }).format(cents / 100)
    // German VAT, rounded half up to the cent, as on the invoice.
    const vat = Math.floor((net * 1900 + 5_000) / 10_000)

    await useToken(page.context(), page, admin.token, baseURL!)
    await page.goto(`${L.prefix}/portfolio-manager`)
    await page.getByRole('button', { name: L.accept }).click()
    const dialog = page.getByRole('dialog', { name: L.title })
    const amounts = dialog.getByLabel(L.summary)
    await expect(amounts).toContainText(`${L.net}${euro(net)}`)
    await expect(amounts).toContainText(`${L.vat}${euro(vat)}`)
    await expect(amounts).toContainText(`${L.gross}${euro(net + vat)}`)
    await shots(page, `offer-vat-${L.code}`)
    await expectAccessible(page)

    // A Polish business with a VAT id: reverse charge, the total is the net amount.
    await dialog.getByLabel(L.country).selectOption({ label: L.countryPL })
    await dialog.getByLabel(L.vatId).fill('PL1234567890')
    await expect(amounts).toContainText(`${L.reverse}${euro(0)}`)
    await expect(amounts).toContainText(`${L.gross}${euro(net)}`)
  })
}
