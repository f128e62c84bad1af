import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AUTO_LOGIN_CODE, DEMO_EMAIL } from '@kelp/core/auth'
import { otpCodes } from '../../db/schema/auth'
import { createTestApp, type TestContext } from '../../test/app'
import { bearer, codeFromMail, lastMailTo } from './testing'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestApp()
})
afterAll(() => ctx.close())

const requestOtp = (email: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/users/request_otp',
    headers,
    payload: { email, path: '/projects' },
  })
const loginOtp = (email: string, code: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/users/login_otp', payload: { email, code } })
const wrong = (code: string) => (code === '11111' ? '22222' : '11111')

describe('one-time codes', () => {
  it('sends a 5-digit code and signs a new company user in as its admin', async () => {
    const email = 'fiona.otp@first-domain.com'
    const check = await requestOtp(email, { 'accept-language': 'de' })
    expect(check.statusCode).toBe(200)
    expect(check.json()).toEqual({ masterCode: false, autoLogin: false })
    const mail = await lastMailTo(ctx.app, email)
    expect(mail.subject).toMatch(/^Ihr Kelp-Anmeldecode: \d{5}$/)
    const res = await loginOtp(email, codeFromMail(mail.text))
    expect(res.statusCode).toBe(201)
    const me = await ctx.app.inject({
      url: '/api/users/me',
      headers: bearer(res.json().access_token),
    })
    expect(me.json()).toMatchObject({
      email,
      role: 'admin',
      portfolioAccess: true,
      emailVerified: true,
    })
  })

  it('rejects wrong and reused codes', async () => {
    const email = 'fiona.otp@first-domain.com'
    await requestOtp(email)
    const code = codeFromMail((await lastMailTo(ctx.app, email)).text)
    const bad = await loginOtp(email, wrong(code))
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toBe('Invalid code. Try again.')
    expect((await loginOtp(email, code)).statusCode).toBe(201)
    expect((await loginOtp(email, code)).statusCode).toBe(400)
  })

  it('kills a code after 5 wrong tries: the sixth guess fails even when right', async () => {
    const email = 'gustav.brute@force-test.com'
    await requestOtp(email)
    const code = codeFromMail((await lastMailTo(ctx.app, email)).text)
    for (let i = 0; i < 5; i++) expect((await loginOtp(email, wrong(code))).statusCode).toBe(400)
    const sixth = await loginOtp(email, code)
    expect(sixth.statusCode).toBe(400)
    expect(sixth.json().message).toBe('Invalid code. Try again.')
  })

  it('expires codes after 10 minutes', async () => {
    const email = 'hanna.late@expiry-test.com'
    await requestOtp(email)
    const code = codeFromMail((await lastMailTo(ctx.app, email)).text)
    await ctx.database.db.update(otpCodes).set({ expiresAt: new Date(Date.now() - 1) })
    const res = await loginOtp(email, code)
    expect(res.statusCode).toBe(410)
    expect(res.json().message).toBe('Verification link expired')
  })

  it('limits code requests per e-mail', async () => {
    const email = 'ida.spam@limit-test.com'
    for (let i = 0; i < 5; i++) expect((await requestOtp(email)).statusCode).toBe(200)
    expect((await requestOtp(email)).statusCode).toBe(429)
  })

  it('rejects non-business e-mails and malformed codes', async () => {
    expect((await requestOtp('max@gmail.com')).statusCode).toBe(400)
    expect((await loginOtp('fiona.otp@first-domain.com', '12a45')).statusCode).toBe(400)
  })

  it('never accepts the built-in code without an autoLogin grant', async () => {
    const email = 'fiona.otp@first-domain.com'
    expect((await requestOtp(DEMO_EMAIL)).json()).toEqual({ masterCode: false, autoLogin: false })
    expect((await loginOtp(DEMO_EMAIL, AUTO_LOGIN_CODE)).statusCode).toBe(400)
    await requestOtp(email)
    expect((await loginOtp(email, AUTO_LOGIN_CODE)).statusCode).toBe(400)
  })

  it('grants autoLogin to the demo account in demo mode only, briefly', async () => {
    const demo = await createTestApp({ DEMO_MODE: 'true' })
    const check = await demo.app.inject({
      method: 'POST',
      url: '/api/users/request_otp',
      payload: { email: DEMO_EMAIL, path: '/projects' },
    })
    expect(check.json()).toEqual({ masterCode: true, autoLogin: true })
    const login = await demo.app.inject({
      method: 'POST',
      url: '/api/users/login_otp',
      payload: { email: DEMO_EMAIL, code: AUTO_LOGIN_CODE },
    })
    expect(login.statusCode).toBe(201)
    const other = await demo.app.inject({
      method: 'POST',
      url: '/api/users/request_otp',
      payload: { email: 'mia.normal@other-co.com' },
    })
    expect(other.json()).toEqual({ masterCode: false, autoLogin: false })
    await demo.close()
  })

  it('limits sign-in calls per IP', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3' })
    const statuses: number[] = []
    for (let i = 0; i < 4; i++) {
      const res = await limited.app.inject({
        method: 'POST',
        url: '/api/users/login_otp',
        payload: { email: `user${i}@ip-limit.com`, code: '12345' },
      })
      statuses.push(res.statusCode)
    }
    expect(statuses).toEqual([400, 400, 400, 429])
    await limited.close()
  })
})
