import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestContext } from '../app'
import { expectLimitHeaders } from './limit-headers'

/**
 * Abuse limits: every public form that names an e-mail address is limited
 * per IP (route config) and per address (plugins/account-limit.ts), with a localized 429.
 * Small limits via env overrides; X-Forwarded-For is trusted from loopback, so each request
 * can come from its own IP.
 */
const PER_ACCOUNT = 3
const contact = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  phone: '+49 30 1234567',
  message: 'We would like to offset our fleet.',
  consent: true,
}
const forms: Array<[string, (email: string) => object]> = [
  ['/api/auth/sign-in', (email) => ({ email, password: 'not the password' })],
  ['/api/users/request_otp', (email) => ({ email })],
  ['/api/users/login_otp', (email) => ({ email, code: '00000' })],
  ['/api/auth/forgot-password', (email) => ({ email })],
  ['/api/auth/resend-verification', (email) => ({ email })],
  ['/api/contribution/dashboard', (email) => ({ email })],
  ['/api/stripe/resend-magic-link', (email) => ({ email })],
  ['/api/contact', (email) => ({ ...contact, email })],
  ['/api/course/enrolments', (email) => ({ firstName: 'Ada', email, consent: true })],
  ['/api/scorecard', (email) => ({ email, firstName: 'Ada', companyName: 'Example Corp' })],
]

describe('abuse limits', () => {
  let ctx: TestContext
  let ip = 0
  const nextIp = () => `203.0.113.${(ip++ % 250) + 1}`
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { 'x-forwarded-for': nextIp(), ...headers },
    })

  beforeAll(async () => {
    ctx = await createTestApp({
      ACCOUNT_RATE_LIMIT_PER_HOUR: String(PER_ACCOUNT),
      AUTH_RATE_LIMIT_PER_MINUTE: '4',
    })
  })
  afterAll(() => ctx.close())

  it.each(forms)('%s: one address is limited across rotating IPs', async (url, body) => {
    const email = `victim-${url.replaceAll('/', '-')}@example-corp.de`
    for (let i = 0; i < PER_ACCOUNT; i++) {
      expect((await post(url, body(email))).statusCode).not.toBe(429)
    }
    const blocked = await post(url, body(email))
    expect(blocked.statusCode).toBe(429)
    expect(blocked.json().message).toMatch(/^Too many requests for this e-mail address/)
    expectLimitHeaders(blocked, PER_ACCOUNT)
    const german = await post(url, body(email.toUpperCase()), { 'accept-language': 'de' })
    expect(german.statusCode).toBe(429)
    expect(german.json().message).toMatch(/^Zu viele Anfragen für diese E-Mail-Adresse/)
    // Another address on the same route is not affected.
    expect((await post(url, body(`other-${email}`))).statusCode).not.toBe(429)
  })

  it('limits one IP across many addresses, in the request language', async () => {
    const fixed = { 'x-forwarded-for': '198.51.100.7' }
    const statuses: number[] = []
    let res429 = undefined as unknown as Awaited<ReturnType<typeof post>>
    for (let i = 0; i < 5; i++) {
      const res = await post(
        '/api/auth/sign-in',
        { email: `spray-${i}@example-corp.de`, password: 'guess' },
        fixed,
      )
      statuses.push(res.statusCode)
      res429 = res
    }
    expect(statuses.slice(0, 4)).not.toContain(429)
    expect(statuses[4]).toBe(429)
    expectLimitHeaders(res429, 4)
    const de = await post(
      '/api/auth/sign-in',
      { email: 'spray-x@example-corp.de', password: 'guess' },
      { ...fixed, 'accept-language': 'de' },
    )
    expect(de.statusCode).toBe(429)
    expect(de.json().message).toMatch(/^Zu viele Anfragen\. Bitte versuchen Sie es in \d+ Sekunden/)
  })

  it('does not count webhooks (Stripe retries must always get through)', async () => {
    const res = await post('/api/stripe/webhook', { email: 'x@example-corp.de' })
    expect(res.statusCode).not.toBe(429)
  })
})
