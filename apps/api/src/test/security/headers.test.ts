import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestContext } from '../app'

/** Headers on API responses, in development and production mode. */
describe('API security headers', () => {
  let dev: TestContext
  let prod: TestContext
  beforeAll(async () => {
    dev = await createTestApp()
    // Production on the embedded stand-ins, each chosen on purpose (docs/decisions/110).
    prod = await createTestApp({
      NODE_ENV: 'production',
      APP_SECRET: 'x'.repeat(48),
      EMBEDDED_DATABASE: 'true',
      PAYMENTS_SANDBOX: 'true',
      DEV_MAILBOX: 'true',
    })
  })
  afterAll(async () => {
    await dev.close()
    await prod.close()
  })

  it('forbids framing, sniffing, referrer leaks and powerful features on every answer', async () => {
    for (const url of ['/api/health', '/api/projects', '/api/nope']) {
      const res = await dev.app.inject({ url })
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'")
      expect(res.headers['content-security-policy']).toContain("default-src 'self'")
      expect(res.headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/)
      expect(res.headers['x-frame-options']).toBe('DENY')
      expect(res.headers['x-content-type-options']).toBe('nosniff')
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
      expect(res.headers['permissions-policy']).toContain('camera=()')
      expect(res.headers['permissions-policy']).toContain('geolocation=()')
    }
  })

  it('sends HSTS in production only', async () => {
    const d = await dev.app.inject({ url: '/api/health' })
    expect(d.headers['strict-transport-security']).toBeUndefined()
    const p = await prod.app.inject({ url: '/api/health' })
    expect(p.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains')
  })

  it('error answers carry the headers too and leak no stack', async () => {
    const res = await prod.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken',
    })
    expect(res.statusCode).toBe(400)
    expect(res.headers['x-frame-options']).toBe('DENY')
    expect(res.body).not.toMatch(/at .*\.ts:\d+/)
  })
})
