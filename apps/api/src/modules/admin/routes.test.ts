import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { holdings, projects } from '../../db/schema'
import { createTestApp, type TestContext } from '../../test/app'
import { signInWithCode } from '../auth/testing'
import { caller, insertProject, memberToken, staffToken, storageEnv } from '../../test/fixtures'
import { signViewToken } from '../portfolio'
import { multipartBody } from '../../test/multipart'
import { pdfOfSize } from '../../test/pdf-fixture'
import { tamper } from '../../test/tamper'

let ctx: TestContext
let call: ReturnType<typeof caller>
let staff: string
let buyer: Awaited<ReturnType<typeof memberToken>>
let rival: Awaited<ReturnType<typeof memberToken>>
const pdf = pdfOfSize(0, 'CSRD report 2025')

beforeAll(async () => {
  ctx = await createTestApp({
    ...storageEnv(),
    SIGNED_URL_TTL_SECONDS: '1',
    KELP_BOOTSTRAP_STAFF_EMAIL: 'first.operator@kelp-bootstrap.com',
  })
  call = caller(ctx.app)
  staff = await staffToken(ctx.app, 'olga.operator@kelp-ops.com')
  buyer = await memberToken(ctx.app, 'bea.buyer@admin-buyer.com')
  rival = await memberToken(ctx.app, 'rolf.rival@admin-rival.com')
})
afterAll(() => ctx.close())

describe('staff accounts', () => {
  it('answers /api/admin/me for operators only', async () => {
    expect((await call('GET', '/api/admin/me', staff)).json()).toEqual({
      staff: true,
      email: 'olga.operator@kelp-ops.com',
    })
    expect((await call('GET', '/api/admin/me', buyer.token)).statusCode).toBe(403)
    expect((await call('GET', '/api/admin/me')).statusCode).toBe(401)
  })

  it('makes KELP_BOOTSTRAP_STAFF_EMAIL an operator who can sign in with a code', async () => {
    const token = await signInWithCode(ctx.app, 'first.operator@kelp-bootstrap.com')
    expect((await call('GET', '/api/admin/me', token)).statusCode).toBe(200)
  })

  it('lists companies', async () => {
    const res = await call('GET', '/api/admin/companies', staff)
    const domains = res.json().items.map((c: { domain: string }) => c.domain)
    expect(domains).toEqual(expect.arrayContaining(['admin-buyer.com', 'admin-rival.com']))
  })
})

describe('document upload', () => {
  const upload = async (overrides: Record<string, string> = {}, token = staff) => {
    const body = await multipartBody(
      {
        companyId: buyer.companyId,
        kind: 'regulatory_report',
        year: '2025',
        title: 'CSRD climate report 2025',
        ...overrides,
      },
      { name: 'csrd-2025.pdf', bytes: pdf },
    )
    return ctx.app.inject({
      method: 'POST',
      url: '/api/admin/documents',
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${token}` },
    })
  }

  it('stores a document for one company only; its link expires', async () => {
    const res = await upload()
    expect(res.statusCode).toBe(201)
    const doc = res.json().document
    expect(doc).toMatchObject({ kind: 'regulatory_report', year: 2025, sizeBytes: pdf.length })
    const list = await call(
      'GET',
      '/api/portfolio/regulatory-reports?perPage=100&year=2025',
      buyer.token,
    )
    expect(list.json().items.map((d: { id: string }) => d.id)).toEqual([doc.id])
    expect(
      (await call('GET', '/api/portfolio/regulatory-reports?year=2024', buyer.token)).json().total,
    ).toBe(0)
    expect((await call('GET', '/api/portfolio/regulatory-reports', rival.token)).json().total).toBe(
      0,
    )
    expect(
      (await call('GET', '/api/portfolio/marketing-materials', buyer.token)).json().total,
    ).toBe(0)
    expect(
      (await call('GET', '/api/portfolio/regulatory-reports?perPage=101', buyer.token)).statusCode,
    ).toBe(400)

    const { signedUrl } = (await call('GET', doc.downloadPath, buyer.token)).json()
    const file = await ctx.app.inject({ method: 'GET', url: signedUrl })
    expect(file.statusCode).toBe(200)
    expect(file.body).toContain('CSRD report 2025')
    expect(file.headers['content-disposition']).toContain('csrd-2025.pdf')
    await new Promise((resolve) => setTimeout(resolve, 2100))
    const expired = await ctx.app.inject({ method: 'GET', url: signedUrl })
    expect(expired.statusCode).toBe(403)
    expect(expired.json().message).toMatch(/expired/)
  })
})

describe('inventory, retirements and view links', () => {
  it('updates price and credits of a vintage and the project totals', async () => {
    const p = await insertProject(ctx.app, { credits: 30, priceCents: 1900 })
    const list = await call('GET', `/api/admin/inventory?q=${encodeURIComponent(p.name)}`, staff)
    expect(list.json().items).toHaveLength(1)
    const res = await call('PATCH', `/api/admin/inventory/${p.vintageId}`, staff, {
      creditsAvailable: 45,
      priceCents: 2100,
    })
    expect(res.json().item).toMatchObject({ creditsAvailable: 45, priceCents: 2100 })
    const [project] = await ctx.database.db
      .select()
      .from(projects)
      .where(eq(projects.id, p.projectId))
    expect(project).toMatchObject({ creditsAvailable: 45, minPriceCents: 2100 })
    expect((await call('PATCH', `/api/admin/inventory/${p.vintageId}`, staff, {})).statusCode).toBe(
      400,
    )
    expect(
      (await call('PATCH', `/api/admin/inventory/${p.projectId}`, staff, { priceCents: 5 }))
        .statusCode,
    ).toBe(404)
    expect(
      (await call('PATCH', `/api/admin/inventory/${p.vintageId}`, buyer.token, { priceCents: 5 }))
        .statusCode,
    ).toBe(403)
  })

  it("retires a company's holding on its behalf", async () => {
    const p = await insertProject(ctx.app, { credits: 10 })
    await ctx.database.db.insert(holdings).values({
      companyId: buyer.companyId,
      projectId: p.projectId,
      vintageId: p.vintageId,
      vintage: p.year,
      tonnes: 8,
    })
    const body = {
      projectId: p.projectId,
      vintage: p.year,
      tonnes: 3,
      beneficiary: 'Admin Buyer AG',
    }
    const res = await call(
      'POST',
      `/api/admin/companies/${buyer.companyId}/retirements`,
      staff,
      body,
    )
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({ companyId: buyer.companyId, tonnes: 3 })
    const none = await call(
      'POST',
      `/api/admin/companies/${rival.companyId}/retirements`,
      staff,
      body,
    )
    expect(none.statusCode).toBe(400)
  })

  it('signs admin portfolio-view links that expire', async () => {
    const link = await call('POST', '/api/admin/portfolio-links', staff, {
      email: 'bea.buyer@admin-buyer.com',
      ttlSeconds: 600,
    })
    expect(link.statusCode).toBe(201)
    const { token, url } = link.json()
    expect(url).toMatch(/^\/portfolio\?email=bea\.buyer%40admin-buyer\.com&token=/)
    const q = (email: string, t: string) =>
      `/api/portfolio/admin?email=${encodeURIComponent(email)}&token=${encodeURIComponent(t)}`
    const view = await call('GET', q('bea.buyer@admin-buyer.com', token))
    expect(view.statusCode).toBe(200)
    expect(view.json()).toMatchObject({ viewer: { role: 'operator', canAcceptOffer: false } })
    expect(view.json().company.domain).toBe('admin-buyer.com')
    expect((await call('GET', q('rolf.rival@admin-rival.com', token))).statusCode).toBe(401)
    expect((await call('GET', q('bea.buyer@admin-buyer.com', tamper(token)))).statusCode).toBe(401)
    const old = await signViewToken(
      ctx.app.env.APP_SECRET,
      'bea.buyer@admin-buyer.com',
      new Date(Date.now() - 1000),
    )
    const expired = await call('GET', q('bea.buyer@admin-buyer.com', old))
    expect(expired.statusCode).toBe(401)
    expect(expired.json().message).toMatch(/expired/)
    expect((await call('GET', '/api/portfolio/admin?email=x@y.com')).statusCode).toBe(400)
    const nobody = await call('POST', '/api/admin/portfolio-links', staff, {
      email: 'no.one@nowhere.com',
    })
    expect(nobody.statusCode).toBe(404)
  })

  it('has audited every operator write', async () => {
    const { items } = (await call('GET', '/api/admin/audit-log?perPage=100', staff)).json()
    const actions = items.map((e: { action: string }) => e.action)
    for (const action of [
      'staff.created',
      'document.uploaded',
      'inventory.updated',
      'retirement.created',
      'portfolio_link.created',
    ]) {
      expect(actions).toContain(action)
    }
    const upload = items.find((e: { action: string }) => e.action === 'document.uploaded')
    expect(upload.actor).toBe('olga.operator@kelp-ops.com')
  })
})
