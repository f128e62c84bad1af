import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestContext } from '../../test/app'
import { caller, memberToken, storageEnv } from '../../test/fixtures'

let ctx: TestContext
let call: ReturnType<typeof caller>
let blocked: string
let member: string
let admin: string

const uuid = '3f0c5b8e-2a4d-4c1e-9b7a-1d2e3f4a5b6c'
const retire = { projectId: uuid, vintage: 2022, tonnes: 1, beneficiary: 'Someone' }

/** Portfolio endpoints that need portfolio access (method, url, body). */
const portfolioCalls: [string, string, unknown?][] = [
  ['GET', '/api/portfolio?local=en'],
  ['GET', '/api/portfolio-manager?local=en&year=2025'],
  ['GET', '/api/portfolio/admin-documentation?perPage=100'],
  ['GET', '/api/portfolio/regulatory-reports?perPage=100'],
  ['GET', '/api/portfolio/marketing-materials?perPage=100'],
  ['GET', '/api/portfolio/retirement-certificates?perPage=100'],
  ['GET', `/api/portfolio/documents/${uuid}/${uuid}/download`],
  ['GET', '/api/portfolio/export.csv?kind=retirements'],
  ['GET', '/api/portfolio/export.xlsx?kind=retirements'],
  ['POST', '/api/portfolio/retirements', retire],
  ['POST', '/api/portfolio-manager/acceptOffer'],
  ['POST', '/api/orbit/placeOrder', { cartItems: [{ projectId: uuid, vintage: 2022, tonnes: 1 }] }],
]

const adminCalls: [string, string, unknown?][] = [
  ['GET', '/api/admin/me'],
  ['GET', '/api/admin/companies'],
  ['GET', '/api/admin/orders'],
  ['POST', `/api/admin/orders/${uuid}/offer`, {}],
  ['POST', '/api/admin/documents', {}],
  ['POST', `/api/admin/companies/${uuid}/retirements`, retire],
  ['GET', '/api/admin/inventory'],
  ['PATCH', `/api/admin/inventory/${uuid}`, { priceCents: 100 }],
  ['GET', '/api/admin/audit-log'],
  ['POST', '/api/admin/portfolio-links', { email: 'a.b@example-company.com' }],
]

beforeAll(async () => {
  ctx = await createTestApp(storageEnv())
  call = caller(ctx.app)
  admin = (await memberToken(ctx.app, 'alma.admin@perm-co.com')).token
  blocked = (
    await memberToken(ctx.app, 'bo.blocked@perm-co.com', { role: 'member', portfolioAccess: false })
  ).token
  member = (await memberToken(ctx.app, 'mia.member@perm-co.com', { role: 'member' })).token
})
afterAll(() => ctx.close())

type Method = Parameters<ReturnType<typeof caller>>[0]

describe('permissions on every orbit, portfolio and operator endpoint', () => {
  it.each([...portfolioCalls, ...adminCalls])(
    '%s %s needs a session (401)',
    async (m, url, body) => {
      const res = await call(m as Method, url, undefined, body)
      expect(res.statusCode).toBe(401)
      expect(res.json().message).toBeTruthy()
    },
  )

  it.each(portfolioCalls)('%s %s is 403 without portfolio access', async (m, url, body) => {
    const res = await call(m as Method, url, blocked, body)
    expect(res.statusCode).toBe(403)
    expect(res.json().message).toMatch(/company admin/)
  })

  it.each(adminCalls)('%s %s is 403 for non-operators', async (m, url, body) => {
    const res = await call(m as Method, url, member, body)
    expect(res.statusCode).toBe(403)
    expect(res.json().message).toMatch(/operators/)
  })

  it('keeps acceptOffer and retirements for company admins', async () => {
    expect((await call('POST', '/api/portfolio-manager/acceptOffer', member)).statusCode).toBe(403)
    expect((await call('POST', '/api/portfolio/retirements', member, retire)).statusCode).toBe(403)
  })

  it('takes acceptOffer with an empty body even when JSON is announced', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/portfolio-manager/acceptOffer',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      payload: '',
    })
    expect(res.statusCode).toBe(404)
    expect(res.json().message).toMatch(/no open offer/)
  })

  it('needs a session for the cart and the access request', async () => {
    expect(
      (await call('PATCH', `/api/orbit/cart/items/${uuid}`, undefined, { tonnes: 1 })).statusCode,
    ).toBe(401)
    expect((await call('DELETE', `/api/orbit/cart/items/${uuid}`)).statusCode).toBe(401)
    expect((await call('POST', '/api/portfolio/access-request', undefined, {})).statusCode).toBe(
      401,
    )
  })
})
