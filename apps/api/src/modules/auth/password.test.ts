import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { emailTokens } from '../../db/schema/auth'
import { createTestApp, type TestContext } from '../../test/app'
import { bearer, lastMailTo, signUpVerified, tokenFromMail } from './testing'

let ctx: TestContext
const email = 'erik.lund@reset-corp.se'
let oldSession: string

beforeAll(async () => {
  ctx = await createTestApp()
  oldSession = await signUpVerified(ctx.app, email, 'first password 1')
})
afterAll(() => ctx.close())

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload, headers })

describe('forgot and reset password', () => {
  it('answers an unknown address', async () => {
    const res = await post('/api/auth/forgot-password', { email: 'ghost@reset-corp.se' })
    expect(res.statusCode).toBe(404)
    expect(res.json().message).toBe('Email does not exist!')
  })

  it('mails a reset link; resending retires the first link', async () => {
    await post('/api/auth/forgot-password', { email }, { 'accept-language': 'de' })
    const first = tokenFromMail((await lastMailTo(ctx.app, email)).text)
    expect((await lastMailTo(ctx.app, email)).subject).toBe('Passwort zurücksetzen')
    const resend = await post('/api/auth/resend-reset', { email })
    expect(resend.statusCode).toBe(200)
    const second = tokenFromMail((await lastMailTo(ctx.app, email)).text)
    expect(second).not.toBe(first)

    const stale = await post('/api/auth/reset-password', {
      token: first,
      password: 'new password 2',
    })
    expect(stale.statusCode).toBe(400)
    expect(stale.json().message).toBe('Token is not valid!')

    const ok = await post('/api/auth/reset-password', { token: second, password: 'new password 2' })
    expect(ok.statusCode).toBe(200)
    const reused = await post('/api/auth/reset-password', { token: second, password: 'other 3333' })
    expect(reused.statusCode).toBe(400)
  })

  it('the new password works, the old one and old sessions do not', async () => {
    const old = await post('/api/auth/sign-in', { email, password: 'first password 1' })
    expect(old.statusCode).toBe(401)
    const fresh = await post('/api/auth/sign-in', { email, password: 'new password 2' })
    expect(fresh.statusCode).toBe(200)
    const me = await ctx.app.inject({ url: '/api/users/me', headers: bearer(oldSession) })
    expect(me.statusCode).toBe(401)
  })

  it('rejects an expired reset link', async () => {
    await post('/api/auth/forgot-password', { email })
    const token = tokenFromMail((await lastMailTo(ctx.app, email)).text)
    await ctx.database.db.update(emailTokens).set({ expiresAt: new Date(Date.now() - 1) })
    const res = await post('/api/auth/reset-password', { token, password: 'another pass 4' })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe('Token is not valid!')
  })
})
