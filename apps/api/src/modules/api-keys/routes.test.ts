import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiKeys, auditLog } from '../../db/schema'
import { createTestApp, type TestContext } from '../../test/app'
import { bearer, caller, memberToken, storageEnv } from '../../test/fixtures'
import { hashSecret } from './secret'

let ctx: TestContext
let admin: Awaited<ReturnType<typeof memberToken>>
let member: Awaited<ReturnType<typeof memberToken>>
let rival: Awaited<ReturnType<typeof memberToken>>
let call: ReturnType<typeof caller>

beforeAll(async () => {
  ctx = await createTestApp(storageEnv())
  call = caller(ctx.app)
  admin = await memberToken(ctx.app, 'ada.admin@keys-buyer.com')
  member = await memberToken(ctx.app, 'max.member@keys-buyer.com', { role: 'member' })
  rival = await memberToken(ctx.app, 'rita.admin@keys-rival.com')
})
afterAll(() => ctx.close())

const body = { name: 'Shop checkout', mode: 'live', scopes: ['catalogue:read', 'orders:write'] }

describe('API key management', () => {
  it('needs a session and the company admin role', async () => {
    expect((await call('GET', '/api/company/api-keys')).statusCode).toBe(401)
    expect((await call('POST', '/api/company/api-keys', undefined, body)).statusCode).toBe(401)
    const res = await call('POST', '/api/company/api-keys', member.token, body)
    expect(res.statusCode).toBe(403)
    expect((await call('GET', '/api/company/api-keys', member.token)).statusCode).toBe(403)
  })

  it('shows the secret once and keeps only its hash', async () => {
    const res = await call('POST', '/api/company/api-keys', admin.token, body)
    expect(res.statusCode).toBe(201)
    const { key, secret } = res.json()
    expect(secret).toMatch(/^kelp_live_[A-Za-z0-9_-]{43}$/)
    expect(key).toMatchObject({ name: 'Shop checkout', mode: 'live', revokedAt: null })
    expect(key.shownPrefix).toBe(secret.slice(0, 16))
    expect(key.createdBy).toBe('ada.admin@keys-buyer.com')

    const [row] = await ctx.database.db.select().from(apiKeys).where(eq(apiKeys.id, key.id))
    expect(row!.secretHash).toBe(hashSecret(secret))
    expect(JSON.stringify(row)).not.toContain(secret.slice(10))

    const list = await call('GET', '/api/company/api-keys', admin.token)
    expect(list.statusCode).toBe(200)
    expect(list.body).not.toContain(secret.slice(16))
    expect(list.json().items.map((k: { id: string }) => k.id)).toContain(key.id)
  })

  it('refuses bad input with a message naming the field, in German too', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/company/api-keys',
      headers: { ...bearer(admin.token), 'accept-language': 'de' },
      payload: { ...body, scopes: ['everything'] },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toMatch(/scopes/)
    expect(res.json().message).toMatch(/Ungültiger Wert/)
    const empty = await call('POST', '/api/company/api-keys', admin.token, { ...body, name: ' ' })
    expect(empty.statusCode).toBe(400)
  })

  it('revokes a key once, only within the company, and audits each change', async () => {
    const { key } = (await call('POST', '/api/company/api-keys', admin.token, body)).json()
    const url = `/api/company/api-keys/${key.id}/revoke`
    expect((await call('POST', url, rival.token)).statusCode).toBe(404)
    expect((await call('GET', '/api/company/api-keys', rival.token)).json().items).toEqual([])
    const res = await call('POST', url, admin.token)
    expect(res.statusCode).toBe(200)
    expect(res.json().revokedAt).not.toBeNull()
    expect((await call('POST', url, admin.token)).statusCode).toBe(409)

    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, `api_key:${key.id}`))
    expect(audit.map((a) => a.action).sort()).toEqual(['api_key.created', 'api_key.revoked'])
    expect(audit.every((a) => a.actor === 'ada.admin@keys-buyer.com')).toBe(true)
  })
})
