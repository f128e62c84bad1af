import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { AppError } from './lib/app-error'
import { createTestApp, type TestContext } from './test/app'

let ctx: TestContext

beforeAll(async () => {
  ctx = await createTestApp({ BODY_LIMIT_BYTES: '2048' })
  // Probe routes exercising the shared error handler.
  const app = ctx.app.withTypeProvider<ZodTypeProvider>()
  app.post(
    '/api/test/echo',
    { schema: { body: z.object({ email: z.email(), count: z.number().int().positive() }) } },
    async (request) => request.body,
  )
  app.get('/api/test/app-error', async () => {
    throw new AppError('conflict', { en: 'Already there', de: 'Schon vorhanden' })
  })
  app.get('/api/test/crash', async () => {
    throw new Error('secret internal detail')
  })
})

afterAll(() => ctx.close())

describe('health and readiness', () => {
  it('GET /api/health answers 200', async () => {
    const res = await ctx.app.inject({ url: '/api/health' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ status: 'ok' })
    expect(res.headers['x-request-id']).toBeTruthy()
  })

  it('GET /api/ready reports the database driver and each dependency', async () => {
    const res = await ctx.app.inject({ url: '/api/ready' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      status: 'ready',
      database: ctx.database.driver,
      checks: { database: { ok: true }, jobQueue: { ok: true } },
    })
  })
})

describe('error handling', () => {
  it('unknown routes answer 404 with a message', async () => {
    const res = await ctx.app.inject({ url: '/api/nowhere' })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ message: 'Route GET /api/nowhere not found' })
  })

  it('malformed JSON answers 400', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toMatch(/not valid JSON/)
  })

  it('validation errors name the field, in the request language', async () => {
    const en = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { email: 'a@b.co', count: 'three' },
    })
    expect(en.statusCode).toBe(400)
    expect(en.json().message).toMatch(/^Invalid count:/)
    expect(en.json().field).toBe('count')
    const de = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'accept-language': 'de-DE,de;q=0.9' },
      payload: { email: 'nope', count: 1 },
    })
    expect(de.statusCode).toBe(400)
    expect(de.json().message).toMatch(/^Ungültiger Wert für „email“/)
    expect(de.json().field).toBe('email')
  })

  it('rule errors carry no field: their message is meant for any screen', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/portfolio-manager' })
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ message: expect.any(String) })
  })

  it('bodies over the limit answer 413', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { email: 'a@b.co', count: 1, pad: 'x'.repeat(4096) },
    })
    expect(res.statusCode).toBe(413)
    expect(res.json()).toEqual({ message: 'The request body is too large.' })
  })

  it('unsupported content types answer 415', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/x-unknown' },
      payload: 'hello',
    })
    expect(res.statusCode).toBe(415)
    expect(typeof res.json().message).toBe('string')
  })

  it('AppError codes map to their status and localized text', async () => {
    const res = await ctx.app.inject({
      url: '/api/test/app-error',
      headers: { 'accept-language': 'de' },
    })
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({ message: 'Schon vorhanden' })
  })

  it('unexpected errors answer 500 with a generic message and no detail', async () => {
    const res = await ctx.app.inject({ url: '/api/test/crash' })
    expect(res.statusCode).toBe(500)
    expect(res.json()).toEqual({ message: 'Something went wrong. Please try again later.' })
    expect(res.body).not.toContain('secret internal detail')
  })
})

describe('platform', () => {
  it('serves the OpenAPI document generated from the route schemas', async () => {
    const res = await ctx.app.inject({ url: '/api/openapi.json' })
    expect(res.statusCode).toBe(200)
    const doc = res.json()
    expect(doc.openapi).toMatch(/^3\./)
    expect(doc.paths['/api/health']).toBeDefined()
    expect(doc.paths['/api/ready']).toBeDefined()
  })

  it('serves the browsable docs UI', async () => {
    const res = await ctx.app.inject({ url: '/api/docs/' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/text\/html/)
  })

  it('sends security headers and limits CORS to the web origin', async () => {
    const res = await ctx.app.inject({
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    })
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(res.headers['access-control-allow-origin']).not.toBe('https://evil.example')
    const ok = await ctx.app.inject({
      url: '/api/health',
      headers: { origin: 'http://localhost:3000' },
    })
    expect(ok.headers['access-control-allow-origin']).toBe('http://localhost:3000')
  })
})
