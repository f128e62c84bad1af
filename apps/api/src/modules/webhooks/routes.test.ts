import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestContext } from '../../test/app'
import { caller, memberToken } from '../../test/fixtures'

let ctx: TestContext
let call: ReturnType<typeof caller>
let admin: string
let member: string
let otherAdmin: string

const body = { url: 'https://hooks.example-shop.com/kelp', events: ['order.placed'] }
const uuid = '3f0c5b8e-2a4d-4c1e-9b7a-1d2e3f4a5b6c'

beforeAll(async () => {
  ctx = await createTestApp()
  call = caller(ctx.app)
  admin = (await memberToken(ctx.app, 'ada.admin@hook-co.com')).token
  member = (await memberToken(ctx.app, 'max.member@hook-co.com', { role: 'member' })).token
  otherAdmin = (await memberToken(ctx.app, 'ola.admin@other-co.com')).token
})
afterAll(() => ctx.close())

describe('webhook endpoint management', () => {
  it('registers an endpoint and shows its signing secret only in that answer', async () => {
    const res = await call('POST', '/api/webhooks/endpoints', admin, {
      ...body,
      events: ['order.placed', 'certificate.ready'],
      description: 'Shop backend',
    })
    expect(res.statusCode).toBe(201)
    const { endpoint, secret } = res.json()
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/)
    expect(endpoint).toMatchObject({
      url: body.url,
      events: ['order.placed', 'certificate.ready'],
      enabled: true,
      createdBy: 'ada.admin@hook-co.com',
    })
    const list = await call('GET', '/api/webhooks/endpoints', admin)
    expect(list.json().items).toHaveLength(1)
    expect(list.body).not.toContain(secret)
    // At rest the secret is sealed, not stored as given.
    const stored = await ctx.database.db.execute(sql`select secret_sealed from webhook_endpoints`)
    expect(JSON.stringify(stored)).not.toContain(secret)
  })

  it('refuses plain HTTP, private networks and bad input with a message in the caller’s language', async () => {
    const cases: [unknown, string][] = [
      [{ ...body, url: 'http://hooks.example-shop.com/kelp' }, 'must use HTTPS'],
      [{ ...body, url: 'https://10.1.2.3/hook' }, 'private network'],
      [{ ...body, url: 'https://[::ffff:192.168.0.1]/hook' }, 'private network'],
      [{ ...body, url: 'http://192.168.0.10/hook' }, 'must use HTTPS'],
      [{ ...body, events: [] }, 'at least one event'],
      [{ ...body, events: ['order.shipped'] }, ''],
      [{ ...body, url: 'not a url' }, ''],
    ]
    for (const [payload, text] of cases) {
      const res = await call('POST', '/api/webhooks/endpoints', admin, payload)
      expect(res.statusCode, JSON.stringify(payload)).toBe(400)
      expect(res.json().message).toContain(text)
    }
    const de = await ctx.app.inject({
      method: 'POST',
      url: '/api/webhooks/endpoints',
      headers: { authorization: `Bearer ${admin}`, 'accept-language': 'de' },
      payload: { ...body, url: 'https://169.254.169.254/latest' },
    })
    expect(de.statusCode).toBe(400)
    expect(de.json().message).toContain('privates Netz')
  })

  it('keeps endpoints for company admins and hides other companies’ endpoints', async () => {
    const [mine] = (await call('GET', '/api/webhooks/endpoints', admin)).json().items
    expect((await call('GET', '/api/webhooks/endpoints')).statusCode).toBe(401)
    const forMember = await call('GET', '/api/webhooks/endpoints', member)
    expect(forMember.statusCode).toBe(403)
    expect((await call('POST', '/api/webhooks/endpoints', member, body)).statusCode).toBe(403)

    expect((await call('GET', '/api/webhooks/endpoints', otherAdmin)).json().items).toEqual([])
    const url = `/api/webhooks/endpoints/${mine.id}`
    for (const [method, path, payload] of [
      ['PATCH', url, { enabled: false }],
      ['DELETE', url],
      ['GET', `${url}/deliveries`],
    ] as const) {
      const res = await call(method, path, otherAdmin, payload)
      expect(res.statusCode, `${method} ${path}`).toBe(404)
      expect(res.json().message).toBe('This webhook endpoint does not exist.')
    }
    expect((await call('POST', `/api/webhooks/deliveries/${uuid}/replay`, admin)).statusCode).toBe(
      404,
    )
  })

  it('disables, enables and deletes an endpoint, each written to the audit log', async () => {
    const [mine] = (await call('GET', '/api/webhooks/endpoints', admin)).json().items
    const url = `/api/webhooks/endpoints/${mine.id}`
    const off = await call('PATCH', url, admin, { enabled: false })
    expect(off.json().endpoint.enabled).toBe(false)
    const on = await call('PATCH', url, admin, { enabled: true })
    expect(on.json().endpoint.enabled).toBe(true)
    expect((await call('DELETE', url, admin)).statusCode).toBe(204)
    expect((await call('DELETE', url, admin)).statusCode).toBe(404)
    expect((await call('GET', '/api/webhooks/endpoints', admin)).json().items).toEqual([])
    const actions = await ctx.database.db.execute(
      sql`select action from audit_log where subject = ${`webhook:${mine.id}`} order by created_at`,
    )
    const rows = (actions as unknown as { rows: { action: string }[] }).rows
    expect(rows.map((r) => r.action)).toEqual([
      'webhook_endpoint.created',
      'webhook_endpoint.disabled',
      'webhook_endpoint.enabled',
      'webhook_endpoint.deleted',
    ])
  })

  it('limits a company to ten endpoints', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await call('POST', '/api/webhooks/endpoints', admin, body)).statusCode).toBe(201)
    }
    const res = await call('POST', '/api/webhooks/endpoints', admin, body)
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toContain('at most 10')
  })
})
