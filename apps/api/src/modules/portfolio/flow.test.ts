import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { offers, retirements } from '../../db/schema'
import { pdfText } from '../../test/pdf-text'
import { createTestApp, type TestContext } from '../../test/app'
import { FIXED_YEAR, useFixedClock } from '../../test/clock'
import { lastMailTo } from '../auth/testing'
import { caller, insertProject, memberToken, staffToken, storageEnv } from '../../test/fixtures'

let ctx: TestContext
let call: ReturnType<typeof caller>
let admin: Awaited<ReturnType<typeof memberToken>>
let viewer: Awaited<ReturnType<typeof memberToken>>
let blocked: Awaited<ReturnType<typeof memberToken>>
let rival: Awaited<ReturnType<typeof memberToken>>
let staff: string
let project: Awaited<ReturnType<typeof insertProject>>
const year = FIXED_YEAR
useFixedClock()

beforeAll(async () => {
  ctx = await createTestApp(storageEnv())
  call = caller(ctx.app)
  admin = await memberToken(ctx.app, 'anna.admin@flow-buyer.com')
  viewer = await memberToken(ctx.app, 'vera.viewer@flow-buyer.com', { role: 'member' })
  blocked = await memberToken(ctx.app, 'ben.blocked@flow-buyer.com', {
    role: 'member',
    portfolioAccess: false,
  })
  rival = await memberToken(ctx.app, 'rita.rival@flow-rival.com')
  staff = await staffToken(ctx.app, 'olga.operator@kelp-ops.com')
  project = await insertProject(ctx.app, { credits: 50, priceCents: 2000 })
})
afterAll(() => ctx.close())

async function fetchBytes(url: string) {
  const res = await ctx.app.inject({ method: 'GET', url })
  return res
}

describe('order → offer → acceptance → holdings → retirement', () => {
  let orderId: string

  it('lets the operator turn an order into an offer (staff only, audited)', async () => {
    const placed = await call('POST', '/api/orbit/placeOrder', admin.token, {
      cartItems: [{ projectId: project.projectId, vintage: project.year, tonnes: 10 }],
    })
    expect(placed.statusCode).toBe(201)
    orderId = placed.json().order.id
    const itemId = placed.json().order.items[0].id

    expect((await call('GET', '/api/admin/orders', admin.token)).statusCode).toBe(403)
    expect((await call('GET', '/api/admin/orders')).statusCode).toBe(401)
    const list = await call('GET', '/api/admin/orders?status=placed', staff)
    expect(list.statusCode).toBe(200)
    expect(list.json().items[0]).toMatchObject({
      id: orderId,
      company: { domain: 'flow-buyer.com' },
    })

    const offer = await call('POST', `/api/admin/orders/${orderId}/offer`, staff, {
      prices: [{ orderItemId: itemId, priceCents: 1800 }],
      feeCents: 1500,
      feeLabel: 'Registry and service fee',
      validDays: 7,
    })
    expect(offer.statusCode).toBe(201)
    expect(offer.json().offer).toMatchObject({
      status: 'open',
      subtotalCents: 18000,
      feeCents: 1500,
      totalCents: 19500,
    })
    const unknown = await call('POST', `/api/admin/orders/${project.vintageId}/offer`, staff, {})
    expect(unknown.statusCode).toBe(404)
  })

  it('shows the open offer to members with access only', async () => {
    const mine = await call('GET', `/api/portfolio-manager?local=en&year=${year}`, viewer.token)
    expect(mine.statusCode).toBe(200)
    expect(mine.json().openOffer).toMatchObject({ orderId, totalCents: 19500 })
    expect(mine.json().viewer).toMatchObject({ role: 'member', canAcceptOffer: false })
    const denied = await call('GET', '/api/portfolio-manager', blocked.token)
    expect(denied.statusCode).toBe(403)
    expect(denied.json().message).toMatch(/Ask your company admin/)
    const deniedDe = await call('GET', '/api/portfolio?local=de', blocked.token)
    expect(deniedDe.json().message).toMatch(/Unternehmensadministration/)
    expect((await call('GET', '/api/portfolio')).statusCode).toBe(401)
    const theirs = await call('GET', '/api/portfolio', rival.token)
    expect(theirs.json()).toMatchObject({ openOffer: null, holdings: [], years: [] })
    expect(theirs.json().company.domain).toBe('flow-rival.com')
  })

  it('accepts the offer for company admins only, takes the credits and issues an invoice', async () => {
    const asMember = await call('POST', '/api/portfolio-manager/acceptOffer', viewer.token)
    expect(asMember.statusCode).toBe(403)
    const asRival = await call('POST', '/api/portfolio-manager/acceptOffer', rival.token)
    expect(asRival.statusCode).toBe(404)
    const res = await call('POST', '/api/portfolio-manager/acceptOffer', admin.token)
    expect(res.statusCode).toBe(200)
    const offer = res.json().offer
    expect(offer.status).toBe('accepted')
    expect(offer.invoiceDocumentId).toBeTruthy()
    expect((await call('POST', '/api/portfolio-manager/acceptOffer', admin.token)).statusCode).toBe(
      404,
    )

    const inventory = await call(
      'GET',
      `/api/admin/inventory?q=${encodeURIComponent(project.name)}`,
      staff,
    )
    expect(inventory.json().items[0].creditsAvailable).toBe(40)

    const overview = (await call('GET', `/api/portfolio-manager?year=${year}`, admin.token)).json()
    expect(overview.totals).toMatchObject({
      investedCents: 18000,
      offsetsPurchasedTonnes: 10,
      projectsCount: 1,
      heldTonnes: 10,
    })
    expect(overview.charts.byCategory).toEqual([
      { key: 'mangrove', label: 'Mangroves', tonnes: 10, investedCents: 18000 },
    ])
    expect(overview.charts.byLocation[0]).toMatchObject({ key: 'KE', label: 'Kenya' })
    expect(overview.charts.byRating[0]).toMatchObject({ key: 'AA', tonnes: 10 })
    expect(overview.years).toEqual([year])
    expect(overview.openOffer).toBeNull()
    const older = (await call('GET', '/api/portfolio-manager?year=2001', admin.token)).json()
    expect(older.totals.investedCents).toBe(0)

    const docs = await call(
      'GET',
      '/api/portfolio/admin-documentation?perPage=100&local=en',
      admin.token,
    )
    const invoice = docs.json().items.find((d: { id: string }) => d.id === offer.invoiceDocumentId)
    expect(invoice).toMatchObject({ kind: 'admin_document', year })
    const link = await call('GET', invoice.downloadPath, viewer.token)
    expect(link.statusCode).toBe(200)
    const file = await fetchBytes(link.json().signedUrl)
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toBe('application/pdf')
    const text = (await pdfText(file.rawPayload)).replace(/\s+/g, ' ')
    expect(text).toContain('Registry and service fee')
    expect(text).toContain('€195.00')
  })

  it('requests the retirement of held credits; the certificate awaits the registry', async () => {
    const body = {
      projectId: project.projectId,
      vintage: project.year,
      tonnes: 4,
      beneficiary: 'Flow Buyer Climate Programme',
    }
    expect((await call('POST', '/api/portfolio/retirements', viewer.token, body)).statusCode).toBe(
      403,
    )
    expect(
      (await call('POST', '/api/portfolio/retirements', admin.token, { ...body, tonnes: 0 }))
        .statusCode,
    ).toBe(400)
    const tooMany = await call('POST', '/api/portfolio/retirements', admin.token, {
      ...body,
      tonnes: 11,
    })
    expect(tooMany.statusCode).toBe(400)
    expect(tooMany.json().message).toContain('holds only 10 t')
    const future = await call('POST', '/api/portfolio/retirements', admin.token, {
      ...body,
      retiredAt: `${year + 1}-01-01`,
    })
    expect(future.statusCode).toBe(400)
    const rivalTry = await call('POST', '/api/portfolio/retirements', rival.token, body)
    expect(rivalTry.statusCode).toBe(400)

    const res = await call('POST', '/api/portfolio/retirements', admin.token, body)
    expect(res.statusCode).toBe(201)
    const r = res.json()
    expect(r.certificateNumber).toMatch(/^KELP-RC-\d{4}-\d{6}$/)
    // Serials come from the registry, recorded by an operator: none are made up here.
    expect(r).toMatchObject({
      tonnes: 4,
      status: 'requested',
      serialStart: null,
      serialEnd: null,
      registryReference: null,
      confirmedAt: null,
      registry: 'Verra',
      registryUrl: 'https://registry.verra.org/app/projectDetail/VCS/2250',
      demo: false,
    })
    const second = (
      await call('POST', '/api/portfolio/retirements', admin.token, { ...body, tonnes: 2 })
    ).json()
    expect(second.status).toBe('requested')

    const list = await call(
      'GET',
      '/api/portfolio/retirement-certificates?perPage=100',
      viewer.token,
    )
    expect(list.json()).toMatchObject({ total: 2, page: 1, perPage: 100, pageCount: 1 })
    // Same day: the later certificate (higher number) first.
    expect(
      list.json().items.map((c: { certificateNumber: string }) => c.certificateNumber),
    ).toEqual([second.certificateNumber, r.certificateNumber])
    const rivalList = await call('GET', '/api/portfolio/retirement-certificates', rival.token)
    expect(rivalList.json().total).toBe(0)

    const link = await call('GET', r.downloadPath, admin.token)
    const pdf = await fetchBytes(link.json().signedUrl)
    const text = (await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ')
    expect(text).toContain(r.certificateNumber)
    expect(text).toContain('Flow Buyer Climate Programme')
    expect(text).toContain('Awaiting registry confirmation')

    // The public verification page's facts: the chosen name, never the company.
    const [row] = await ctx.database.db
      .select({ publicId: retirements.publicId })
      .from(retirements)
      .where(eq(retirements.id, r.id))
    expect(row!.publicId).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(text).toContain(`/verify/${row!.publicId}`)
    const view = await call('GET', `/api/certificates/${row!.publicId}`)
    expect(view.statusCode).toBe(200)
    expect(view.json()).toMatchObject({
      kind: 'retirement',
      number: r.certificateNumber,
      beneficiary: 'Flow Buyer Climate Programme',
      totalKg: 4_000,
      lines: [{ status: 'requested', serialStart: null, registryId: 'VCS2250' }],
    })
    expect(view.body).not.toContain('flow-buyer')
    expect((await call('GET', '/api/certificates/AAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404)
    expect((await call('GET', '/api/certificates/not*an*id')).statusCode).toBe(400)
    const cjk = await call('POST', '/api/portfolio/retirements?local=de', admin.token, {
      ...body,
      beneficiary: '東京の森',
    })
    expect(cjk.statusCode).toBe(400)
    expect(cjk.json().message).toContain('Begünstigten')

    const overview = (await call('GET', '/api/portfolio', admin.token)).json()
    expect(overview.totals).toMatchObject({ retiredTonnes: 6, retirementsCount: 2, heldTonnes: 4 })
  })

  it('keeps documents from other companies out of reach (404) and checks signatures', async () => {
    const list = await call('GET', '/api/portfolio/retirement-certificates', admin.token)
    const cert = list.json().items[0]
    const rivalLink = await call('GET', cert.downloadPath, rival.token)
    expect(rivalLink.statusCode).toBe(404)
    const own = `/api/portfolio/documents/${rival.companyId}/${cert.documentId}/download`
    expect((await call('GET', own, rival.token)).statusCode).toBe(404)
    expect((await call('GET', cert.downloadPath, blocked.token)).statusCode).toBe(403)
    const link = (await call('GET', cert.downloadPath, admin.token)).json().signedUrl as string
    const forged = link.replace(/sig=[^&]+/, 'sig=AAAA')
    expect((await fetchBytes(forged)).statusCode).toBe(403)
    const otherKey = link.replace(
      /\/api\/files\/companies\/[^/]+/,
      `/api/files/companies/${rival.companyId}`,
    )
    expect((await fetchBytes(otherKey)).statusCode).toBe(403)
    expect((await fetchBytes(link.split('?')[0]!)).statusCode).toBe(403)
  })

  it('exports holdings and retirements as CSV', async () => {
    const holdings = await call('GET', '/api/portfolio/export.csv?kind=holdings', admin.token)
    expect(holdings.statusCode).toBe(200)
    expect(holdings.headers['content-type']).toContain('text/csv')
    expect(holdings.body.split('\r\n')[0]).toBe('\uFEFFProject,Project slug,Vintage,Tonnes held')
    expect(holdings.body).toContain(`,${project.year},4`)
    const retired = await call(
      'GET',
      `/api/portfolio/export.csv?kind=retirements&year=${year}&local=de`,
      admin.token,
    )
    const lines = retired.body.trim().split('\r\n')
    expect(lines[0]).toContain('Zertifikat')
    expect(lines).toHaveLength(3)
    expect(lines[1]).toContain('Bestätigung durch das Register ausstehend')
    expect(
      (await call('GET', '/api/portfolio/export.csv?kind=orders', admin.token)).statusCode,
    ).toBe(400)
    expect(
      (await call('GET', '/api/portfolio/export.csv?kind=holdings', blocked.token)).statusCode,
    ).toBe(403)
  })

  it('wrote every operator action to the audit log', async () => {
    const audit = await call('GET', '/api/admin/audit-log?perPage=100', staff)
    const actions = audit.json().items.map((e: { action: string }) => e.action)
    expect(actions).toEqual(
      expect.arrayContaining(['offer.created', 'offer.accepted', 'retirement.created']),
    )
    expect((await call('GET', '/api/admin/audit-log', viewer.token)).statusCode).toBe(403)
  })
})

describe('offer expiry', () => {
  it('answers 410 for an expired offer and marks it expired', async () => {
    const placed = await call('POST', '/api/orbit/placeOrder', admin.token, {
      cartItems: [{ projectId: project.projectId, vintage: project.year, tonnes: 1 }],
    })
    const made = await call('POST', `/api/admin/orders/${placed.json().order.id}/offer`, staff, {})
    const mail = await lastMailTo(ctx.app, 'anna.admin@flow-buyer.com')
    expect(mail.subject).toContain(placed.json().order.number)
    await ctx.database.db
      .update(offers)
      .set({ validUntil: new Date(Date.now() - 1000) })
      .where(eq(offers.id, made.json().offer.id))
    const res = await call('POST', '/api/portfolio-manager/acceptOffer?local=de', admin.token)
    expect(res.statusCode).toBe(410)
    expect(res.json().message).toContain('abgelaufen')
    const [row] = await ctx.database.db
      .select()
      .from(offers)
      .where(eq(offers.id, made.json().offer.id))
    expect(row!.status).toBe('expired')
  })
})

describe('access requests and the contact modal', () => {
  it('mails the company admins when a member asks for access', async () => {
    const res = await call('POST', '/api/portfolio/access-request', blocked.token, {
      message: 'I prepare the CSRD report.',
    })
    expect(res.statusCode).toBe(202)
    expect(res.json()).toEqual({ status: 'sent', admins: 1 })
    const mail = await lastMailTo(ctx.app, 'anna.admin@flow-buyer.com')
    expect(mail.subject).toContain('ben.blocked@flow-buyer.com')
    expect(mail.text).toContain('I prepare the CSRD report.')
    const again = await call('POST', '/api/portfolio/access-request', admin.token, {})
    expect(again.statusCode).toBe(400)
  })

  it('takes the contact modal with or without a message', async () => {
    const body = {
      firstName: 'Ben',
      lastName: 'Blocked',
      email: 'ben.blocked@flow-buyer.com',
      phone: '+49 30 1234567',
      consent: true,
    }
    const res = await call('POST', '/api/portfolio/contact', undefined, body)
    expect(res.statusCode).toBe(201)
    expect(res.json().status).toBe('received')
    const noConsent = await call('POST', '/api/portfolio/contact', undefined, {
      ...body,
      consent: false,
    })
    expect(noConsent.statusCode).toBe(400)
    const freemail = await call('POST', '/api/portfolio/contact', undefined, {
      ...body,
      email: 'ben@gmail.com',
    })
    expect(freemail.statusCode).toBe(400)
  })
})
