import { invoiceAmounts } from '@kelp/core/orbit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestContext } from '../../test/app'
import { pdfEmbeddedFiles, pdfText } from '../../test/pdf-text'
import { caller, insertProject, memberToken, staffToken, storageEnv } from '../../test/fixtures'

let ctx: TestContext
let call: ReturnType<typeof caller>
let staff: string

beforeAll(async () => {
  ctx = await createTestApp(storageEnv())
  call = caller(ctx.app)
  staff = await staffToken(ctx.app, 'otto.operator@kelp-ops.com')
})
afterAll(() => ctx.close())

const cases = [
  { locale: 'en', gross: '€535.50', vat: '€85.50', ref: 'Payment reference' },
  { locale: 'de', gross: '535,50 €', vat: '85,50 €', ref: 'Verwendungszweck' },
] as const

describe('what the buyer sees before accepting is what the invoice charges', () => {
  it.each(cases)('German VAT, bank details and reference on the invoice ($locale)', async (c) => {
    const buyer = await memberToken(ctx.app, `gerda.gross@vat-${c.locale}.example`)
    const project = await insertProject(ctx.app, { credits: 30, priceCents: 4_000 })
    const placed = await call('POST', '/api/orbit/placeOrder', buyer.token, {
      cartItems: [{ projectId: project.projectId, vintage: project.year, tonnes: 10 }],
    })
    const made = await call('POST', `/api/admin/orders/${placed.json().order.id}/offer`, staff, {
      feeCents: 5_000,
      feeLabel: 'Registry fee',
    })
    const offer = made.json().offer
    const { billing, sellerCountry } = (
      await call('GET', '/api/portfolio/billing', buyer.token)
    ).json()
    expect(sellerCountry).toBe('DE')
    // The dialog's figures: the same core rule the invoice is issued with.
    const shown = invoiceAmounts(sellerCountry, billing.country, billing.vatId, offer.totalCents)
    expect(shown).toMatchObject({ netCents: 45_000, vatCents: 8_550, grossCents: 53_550 })

    const accepted = await call(
      'POST',
      `/api/portfolio-manager/acceptOffer?local=${c.locale}`,
      buyer.token,
    )
    expect(accepted.statusCode).toBe(200)
    const docs = await call('GET', '/api/portfolio/admin-documentation?perPage=100', buyer.token)
    const doc = docs
      .json()
      .items.find((d: { id: string }) => d.id === accepted.json().offer.invoiceDocumentId)
    const link = await call('GET', doc.downloadPath, buyer.token)
    const file = await ctx.app.inject({ url: link.json().signedUrl })
    const text = (await pdfText(file.rawPayload)).replace(/\s+/g, ' ')
    expect(text).toContain(c.gross)
    expect(text).toContain(c.vat)
    expect(text).toContain('IBAN DE89 3704 0044 0532 0130 00')
    const number = /(INV-\d{4}-\d{6})/.exec(text)![1]!
    expect(text).toContain(`${c.ref} ${number}`)
    const [xml] = pdfEmbeddedFiles(file.rawPayload)
    expect(xml).toContain(`<ram:PaymentReference>${number}</ram:PaymentReference>`)
    expect(xml).toContain('<ram:DuePayableAmount>535.50</ram:DuePayableAmount>')
  })
})
