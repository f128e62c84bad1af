import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestContext } from '../../test/app'
import { FIXED_NOW, FIXED_YEAR, useFixedClock } from '../../test/clock'
import { pdfEmbeddedFiles, pdfText } from '../../test/pdf-text'
import { caller, insertProject, memberToken, staffToken, storageEnv } from '../../test/fixtures'

const NAMES = 'Łódź Dvořák Ελλάδα Москва'
const polish = {
  legalName: `${NAMES} Sp. z o.o.`,
  street: 'ul. Piotrkowska 1',
  postcode: '90-001',
  city: 'Łódź',
  country: 'PL',
  vatId: 'PL 123-456-7890',
}

useFixedClock()

let ctx: TestContext
let call: ReturnType<typeof caller>
let admin: Awaited<ReturnType<typeof memberToken>>
let staff: string
let project: Awaited<ReturnType<typeof insertProject>>

beforeAll(async () => {
  ctx = await createTestApp(storageEnv())
  call = caller(ctx.app)
  admin = await memberToken(ctx.app, 'ola.admin@lodz-buyer.pl', { billing: null })
  staff = await staffToken(ctx.app, 'olga.operator@kelp-ops.com')
  project = await insertProject(ctx.app, { credits: 50, priceCents: 2000 })
})
afterAll(() => ctx.close())

async function documentText(documentId: string, token = admin.token) {
  const docs = await call('GET', '/api/portfolio/admin-documentation?perPage=100', token)
  const doc = docs.json().items.find((d: { id: string }) => d.id === documentId)
  const link = await call('GET', doc.downloadPath, token)
  const file = await ctx.app.inject({ url: link.json().signedUrl })
  return { text: (await pdfText(file.rawPayload)).replace(/\s+/g, ' '), bytes: file.rawPayload }
}

const documentTextOf = async (token: string, documentId: string) =>
  (await documentText(documentId, token)).text

describe('invoices and credit notes', () => {
  let offerId: string
  let invoiceNumber: string

  it('asks for billing details before accepting, and refuses scripts the font lacks', async () => {
    const placed = await call('POST', '/api/orbit/placeOrder', admin.token, {
      cartItems: [{ projectId: project.projectId, vintage: project.year, tonnes: 10 }],
    })
    const offer = await call('POST', `/api/admin/orders/${placed.json().order.id}/offer`, staff, {
      feeCents: 5_000,
      feeLabel: 'Registry fee',
    })
    offerId = offer.json().offer.id
    const refused = await call('POST', '/api/portfolio-manager/acceptOffer?local=de', admin.token)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toContain('Rechnungsdaten')

    const cjk = await call('PUT', '/api/portfolio/billing?local=de', admin.token, {
      ...polish,
      legalName: '東京株式会社',
    })
    expect(cjk.statusCode).toBe(400)
    expect(cjk.json().message).toContain('lateinische, griechische und kyrillische Buchstaben')
    const saved = await call('PUT', '/api/portfolio/billing', admin.token, polish)
    expect(saved.json().billing.vatId).toBe('PL1234567890')
  })

  it('invoices an EU business with reverse charge and the EN 16931 XML inside', async () => {
    const res = await call('POST', '/api/portfolio-manager/acceptOffer', admin.token)
    expect(res.statusCode).toBe(200)
    invoiceNumber = `INV-${FIXED_YEAR}-000001`
    const { text, bytes } = await documentText(res.json().offer.invoiceDocumentId)
    for (const fact of [NAMES, invoiceNumber, 'PL1234567890', 'Date of supply', 'Reverse charge']) {
      expect(text).toContain(fact)
    }
    expect(text).toContain('€250.00') // 10 t × €20.00 + €50.00 fee, no VAT
    const [xml] = pdfEmbeddedFiles(bytes)
    expect(xml).toContain(`<ram:ID>${invoiceNumber}</ram:ID>`)
    expect(xml).toContain('<ram:CategoryCode>AE</ram:CategoryCode>')
  })

  it('refunds with a credit note that names the invoice (operators only, once)', async () => {
    const url = `/api/admin/offers/${offerId}/credit-note`
    const body = { reason: 'Order cancelled' }
    expect((await call('POST', url, admin.token, body)).statusCode).toBe(403)
    const res = await call('POST', url, staff, body)
    expect(res.statusCode).toBe(201)
    expect(res.json().number).toBe(`CN-${FIXED_YEAR}-000001`)
    const { text } = await documentText(res.json().documentId)
    expect(text).toContain(NAMES)
    expect(text).toContain(`Credit note ${res.json().number}`)
    expect(text).toContain(`Corrects invoice ${invoiceNumber}`)
    expect(text).toContain('Order cancelled')
    expect((await call('POST', url, staff, body)).statusCode).toBe(409)

    const orders = await call('GET', '/api/admin/orders?status=accepted', staff)
    const order = orders
      .json()
      .items.find((o: { offer?: { id: string } }) => o.offer?.id === offerId)
    expect(order.creditNote).toEqual({
      number: res.json().number,
      invoiceNumber,
      issuedOn: FIXED_NOW.toISOString().slice(0, 10),
      reason: 'Order cancelled',
    })
  })
})

describe('forward purchases on invoices', () => {
  const cases = [
    { locale: 'en', label: 'Forward purchase: delivery expected 2028' },
    { locale: 'de', label: 'Terminkauf: Lieferung voraussichtlich 2028' },
  ] as const

  it.each(cases)('labels the forward line with its expected delivery ($locale)', async (c) => {
    const buyer = await memberToken(ctx.app, `fiona.forward@forward-${c.locale}.example`)
    const forward = await insertProject(ctx.app, { credits: 20, year: 2027, status: 'forward' })
    const placed = await call('POST', '/api/orbit/placeOrder', buyer.token, {
      cartItems: [
        { projectId: forward.projectId, vintage: 2027, tonnes: 2 },
        { projectId: project.projectId, vintage: project.year, tonnes: 1 },
      ],
    })
    expect(placed.statusCode).toBe(201)
    const offer = await call('POST', `/api/admin/orders/${placed.json().order.id}/offer`, staff, {})
    expect(offer.statusCode).toBe(201)
    const accepted = await call(
      'POST',
      `/api/portfolio-manager/acceptOffer?local=${c.locale}`,
      buyer.token,
    )
    expect(accepted.statusCode).toBe(200)
    const invoice = await documentTextOf(buyer.token, accepted.json().offer.invoiceDocumentId)
    // Only the forward line says so: the issued one is plain credits.
    expect(invoice.split(c.label)).toHaveLength(2)

    const refund = `/api/admin/offers/${offer.json().offer.id}/credit-note?local=${c.locale}`
    const credit = await call('POST', refund, staff, { reason: 'Order cancelled' })
    expect(credit.statusCode).toBe(201)
    expect(await documentTextOf(buyer.token, credit.json().documentId)).toContain(c.label)
  })
})
