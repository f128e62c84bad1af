import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { emailTokens } from '../../db/schema/auth'
import { createTestApp, type TestContext } from '../../test/app'
import { bearer, lastMailTo, signUpVerified, tokenFromMail } from './testing'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestApp()
})
afterAll(() => ctx.close())

const password = 'correct horse battery'
const signUp = (email: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up',
    headers,
    payload: { firstName: 'Anna', lastName: 'Berg', email, password },
  })
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload, headers })

describe('sign-up and e-mail verification', () => {
  it('creates the account and mails a verification link in the user language', async () => {
    const res = await signUp('Anna.Berg@Acme-Industries.de', { 'accept-language': 'de' })
    expect(res.statusCode).toBe(201)
    const mail = await lastMailTo(ctx.app, 'anna.berg@acme-industries.de')
    expect(mail.subject).toBe('Bestätigen Sie Ihre E-Mail-Adresse')
    expect(mail.text).toContain('/de/auth/verify-email?token=')
    expect(mail.html).toContain('href="http://localhost:3000/de/auth/verify-email?token=')
  })

  it('rejects a second account, free providers and role addresses with the product.md messages', async () => {
    const dup = await signUp('anna.berg@acme-industries.de')
    expect(dup.statusCode).toBe(409)
    expect(dup.json().message).toBe('*An account already exists with this email address')
    const free = await signUp('anna@gmail.com', { 'accept-language': 'de' })
    expect(free.statusCode).toBe(400)
    expect(free.json().message).toBe('Bitte verwenden Sie Ihre Unternehmens-E-Mail-Adresse.')
    const role = await signUp('info@acme-industries.de')
    expect(role.json().message).toBe('Please avoid using generic email address.')
    const short = await post('/api/auth/sign-up', {
      firstName: 'A',
      lastName: 'B',
      email: 'ab@acme.de',
      password: 'short',
    })
    expect(short.statusCode).toBe(400)
  })

  it('refuses sign-in until verified, then verifies once', async () => {
    const email = 'anna.berg@acme-industries.de'
    const before = await post('/api/auth/sign-in', { email, password })
    expect(before.statusCode).toBe(403)

    const resend = await post('/api/auth/resend-verification', { email })
    expect(resend.json().message).toBe('Email with the new verification code has been sent.')
    const token = tokenFromMail((await lastMailTo(ctx.app, email)).text)

    const ok = await post('/api/auth/verify-email', { token })
    expect(ok.statusCode).toBe(200)
    expect(ok.json().message).toBe('Email verification success')
    const again = await post('/api/auth/verify-email', { token })
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe('Email Already Verified!')
    const resendAfter = await post('/api/auth/resend-verification', { email })
    expect(resendAfter.statusCode).toBe(409)
  })

  it('answers invalid and expired links', async () => {
    const bad = await post('/api/auth/verify-email', { token: 'x'.repeat(43) })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toBe('Verification code is not valid!')

    await signUp('ben.kurz@expired-links.com')
    const token = tokenFromMail((await lastMailTo(ctx.app, 'ben.kurz@expired-links.com')).text)
    await ctx.database.db.update(emailTokens).set({ expiresAt: new Date(Date.now() - 1000) })
    const expired = await post('/api/auth/verify-email', { token })
    expect(expired.statusCode).toBe(410)
    expect(expired.json().message).toBe('Verification link expired')
  })
})

describe('sign-in, profile and logout', () => {
  it('answers unknown accounts and wrong passwords', async () => {
    const none = await post('/api/auth/sign-in', { email: 'nobody@acme-industries.de', password })
    expect(none.statusCode).toBe(404)
    expect(none.json().message).toBe(
      'There is no account with this email address. Create an account',
    )
    const wrong = await post('/api/auth/sign-in', {
      email: 'anna.berg@acme-industries.de',
      password: 'wrong password!',
    })
    expect(wrong.statusCode).toBe(401)
    expect(wrong.json().message).toBe('Invalid credentials')
  })

  it('signs in, shows the profile, and logout revokes the session', async () => {
    const signIn = await post('/api/auth/sign-in', {
      email: 'ANNA.berg@acme-industries.de',
      password,
    })
    expect(signIn.statusCode).toBe(200)
    const token = signIn.json().access_token as string
    const me = await ctx.app.inject({ url: '/api/users/me', headers: bearer(token) })
    expect(me.statusCode).toBe(200)
    expect(me.json()).toMatchObject({
      email: 'anna.berg@acme-industries.de',
      firstName: 'Anna',
      locale: 'de',
      emailVerified: true,
      role: 'admin',
      portfolioAccess: true,
      company: { domain: 'acme-industries.de', name: 'Acme Industries' },
    })
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(token),
    })
    expect(out.statusCode).toBe(204)
    const after = await ctx.app.inject({ url: '/api/users/me', headers: bearer(token) })
    expect(after.statusCode).toBe(401)
  })

  it('rejects missing, forged and tampered tokens', async () => {
    expect((await ctx.app.inject({ url: '/api/users/me' })).statusCode).toBe(401)
    const forged = await ctx.app.inject({ url: '/api/users/me', headers: bearer('a.b.c') })
    expect(forged.statusCode).toBe(401)
    expect(forged.json().message).toBe('Your session has ended. Please sign in again.')
  })
})

describe('company membership', () => {
  it('makes later users of a domain members without access until the admin grants it', async () => {
    const admin = await signUpVerified(ctx.app, 'clara.admin@granting.io')
    const member = await signUpVerified(ctx.app, 'dirk.member@granting.io')
    const me = await ctx.app.inject({ url: '/api/users/me', headers: bearer(member) })
    expect(me.json()).toMatchObject({ role: 'member', portfolioAccess: false })

    const denied = await ctx.app.inject({
      url: '/api/users/company/members',
      headers: bearer(member),
    })
    expect(denied.statusCode).toBe(403)
    const list = await ctx.app.inject({ url: '/api/users/company/members', headers: bearer(admin) })
    expect(list.json().members).toHaveLength(2)
    const grant = await ctx.app.inject({
      method: 'PUT',
      url: `/api/users/company/members/${me.json().id}/access`,
      headers: bearer(admin),
      payload: { portfolioAccess: true },
    })
    expect(grant.statusCode).toBe(200)
    const after = await ctx.app.inject({ url: '/api/users/me', headers: bearer(member) })
    expect(after.json().portfolioAccess).toBe(true)
  })
})
