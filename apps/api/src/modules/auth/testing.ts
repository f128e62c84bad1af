import type { FastifyInstance } from 'fastify'
import { listOutbox } from '../../adapters/mail'

/** Test helpers for any feature that needs a signed-in user (only used by *.test.ts). */

export async function lastMailTo(app: FastifyInstance, to: string) {
  const [mail] = await listOutbox(app.database.db, { to, limit: 1 })
  if (!mail) throw new Error(`no mail to ${to}`)
  return mail
}

export function tokenFromMail(text: string): string {
  const match = /[?&]token=([^\s&]+)/.exec(text)
  if (!match) throw new Error('no token link in mail')
  return decodeURIComponent(match[1]!)
}

export function codeFromMail(text: string): string {
  const match = /\b(\d{5})\b/.exec(text)
  if (!match) throw new Error('no code in mail')
  return match[1]!
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

/** Signs up, verifies and signs in; returns the access token. */
export async function signUpVerified(
  app: FastifyInstance,
  email: string,
  password = 'correct horse battery',
): Promise<string> {
  const signUp = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up',
    payload: { firstName: 'Test', lastName: 'User', email, password },
  })
  if (signUp.statusCode !== 201) throw new Error(`sign-up failed: ${signUp.body}`)
  const token = tokenFromMail((await lastMailTo(app, email)).text)
  await app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } })
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email, password },
  })
  return signIn.json().access_token as string
}

/** Signs in through a one-time code; the e-mail's company must allow it. */
export async function signInWithCode(app: FastifyInstance, email: string): Promise<string> {
  await app.inject({ method: 'POST', url: '/api/users/request_otp', payload: { email } })
  const code = codeFromMail((await lastMailTo(app, email)).text)
  const res = await app.inject({
    method: 'POST',
    url: '/api/users/login_otp',
    payload: { email, code },
  })
  return res.json().access_token as string
}
