import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestContext } from '../../test/app'
import { bearer, lastMailTo, signInWithCode, signUpVerified } from './testing'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestApp()
})
afterAll(() => ctx.close())

const me = (token: string) => ctx.app.inject({ url: '/api/users/me', headers: bearer(token) })
const members = async (admin: string) =>
  (await ctx.app.inject({ url: '/api/users/company/members', headers: bearer(admin) })).json()
    .members as {
    userId: string
    email: string
    portfolioAccess: boolean
    accessRefused: boolean
  }[]
const requestOtp = (email: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/users/request_otp', payload: { email } })

describe('a colleague who signs in with a code', () => {
  it('becomes a member whose request the admin sees, as after a password sign-up', async () => {
    const admin = await signUpVerified(ctx.app, 'jana.admin@request-co.com')
    const colleague = await signInWithCode(ctx.app, 'karl.new@request-co.com')
    expect((await me(colleague)).json()).toMatchObject({
      role: 'member',
      portfolioAccess: false,
      company: { domain: 'request-co.com' },
    })
    const listed = (await members(admin)).find((m) => m.email === 'karl.new@request-co.com')
    expect(listed).toMatchObject({ portfolioAccess: false, accessRefused: false })
    // A second sign-in keeps the one request.
    await signInWithCode(ctx.app, 'karl.new@request-co.com')
    expect(await members(admin)).toHaveLength(2)
  })

  it('is told by e-mail when the admin grants access, and then has it', async () => {
    const admin = await signUpVerified(ctx.app, 'olga.admin@grant-co.com')
    const colleague = await signInWithCode(ctx.app, 'paul.new@grant-co.com')
    const { id } = (await me(colleague)).json()
    const grant = await ctx.app.inject({
      method: 'PUT',
      url: `/api/users/company/members/${id}/access`,
      headers: { ...bearer(admin), 'accept-language': 'de' },
      payload: { portfolioAccess: true },
    })
    expect(grant.statusCode).toBe(200)
    const mail = await lastMailTo(ctx.app, 'paul.new@grant-co.com')
    expect(mail.subject).toBe('Your access to the Kelp portfolio has been granted')
    expect(mail.text).toContain('/portfolio-manager')
    expect((await me(colleague)).json().portfolioAccess).toBe(true)
  })

  it('is told by e-mail when the admin refuses, is signed out and cannot sign in again', async () => {
    const admin = await signUpVerified(ctx.app, 'rita.admin@refuse-co.com')
    const colleague = await signInWithCode(ctx.app, 'sven.new@refuse-co.com')
    const { id } = (await me(colleague)).json()
    const asColleague = await ctx.app.inject({
      method: 'POST',
      url: `/api/users/company/members/${id}/refusal`,
      headers: bearer(colleague),
    })
    expect(asColleague.statusCode).toBe(403)
    const refuse = await ctx.app.inject({
      method: 'POST',
      url: `/api/users/company/members/${id}/refusal`,
      headers: bearer(admin),
    })
    expect(refuse.statusCode).toBe(200)
    expect(refuse.json().members.find((m: { userId: string }) => m.userId === id)).toMatchObject({
      portfolioAccess: false,
      accessRefused: true,
    })
    const mail = await lastMailTo(ctx.app, 'sven.new@refuse-co.com')
    expect(mail.subject).toBe('Your request for Kelp has been refused')
    expect((await me(colleague)).statusCode).toBe(401)
    const again = await requestOtp('sven.new@refuse-co.com')
    expect(again.statusCode).toBe(403)
    expect(again.json().message).toMatch(/company admin/)

    // The admin can change their mind; the colleague may sign in again.
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/users/company/members/${id}/access`,
      headers: bearer(admin),
      payload: { portfolioAccess: true },
    })
    expect((await requestOtp('sven.new@refuse-co.com')).statusCode).toBe(200)
  })

  it('refuses the password sign-in of a refused colleague too; admins cannot be refused', async () => {
    const admin = await signUpVerified(ctx.app, 'tina.admin@both-co.com')
    const member = await signUpVerified(ctx.app, 'uwe.member@both-co.com')
    const { id } = (await me(member)).json()
    const adminId = (await me(admin)).json().id
    const self = await ctx.app.inject({
      method: 'POST',
      url: `/api/users/company/members/${adminId}/refusal`,
      headers: bearer(admin),
    })
    expect(self.statusCode).toBe(400)
    await ctx.app.inject({
      method: 'POST',
      url: `/api/users/company/members/${id}/refusal`,
      headers: bearer(admin),
    })
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: 'uwe.member@both-co.com', password: 'correct horse battery' },
    })
    expect(signIn.statusCode).toBe(403)
  })
})
