import type { Locale } from '@kelp/core/http'
import {
  EMAIL_ERROR_TEXTS,
  emailDomain,
  normalizeEmail,
  RESET_TOKEN_TTL_MS,
  validateBusinessEmail,
  VERIFY_TOKEN_TTL_MS,
  type SignInBody,
  type SignUpBody,
} from '@kelp/core/auth'
import { AppError } from '../../lib/app-error'
import type { AuthDeps } from './context'
import { hashPassword, randomToken, sha256, verifyPassword } from './crypto'
import { resetMail, verificationMail, webLink } from './mails'
import * as repo from './repository'
import { createSession } from './session-service'
import { T } from './texts'

/** Rejects anything but a company address with product.md's message (400). */
export function assertBusinessEmail(email: string): void {
  const code = validateBusinessEmail(email)
  if (code) throw new AppError('bad_request', EMAIL_ERROR_TEXTS[code])
}

/** "acme-industries.de" -> "Acme Industries" */
export function companyNameFromDomain(domain: string): string {
  const label = domain.split('.')[0] ?? domain
  return label
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ')
}

/** Adds the user to the company of their domain: the first one becomes its admin. */
export async function joinCompany(
  deps: AuthDeps,
  { userId, email }: { userId: string; email: string },
) {
  const domain = emailDomain(email)
  const { company, created } = await repo.ensureCompany(
    deps.db,
    domain,
    companyNameFromDomain(domain),
  )
  await repo.insertMembership(deps.db, {
    userId,
    companyId: company.id,
    role: created ? 'admin' : 'member',
    portfolioAccess: created,
  })
}

async function sendVerification(deps: AuthDeps, user: repo.UserRow) {
  const token = randomToken()
  await repo.retireEmailTokens(deps.db, user.id, 'verify')
  await repo.insertEmailToken(deps.db, {
    userId: user.id,
    kind: 'verify',
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + VERIFY_TOKEN_TTL_MS),
  })
  const url = webLink(deps.env.WEB_ORIGIN, user.locale, '/auth/verify-email', token)
  await deps.mailer.send(verificationMail(user.email, user.locale, user.firstName, url))
}

export async function signUp(
  deps: AuthDeps,
  { body, locale }: { body: SignUpBody; locale: Locale },
) {
  assertBusinessEmail(body.email)
  const email = normalizeEmail(body.email)
  if (await repo.findUserByEmail(deps.db, email)) throw new AppError('conflict', T.accountExists)
  const passwordHash = await hashPassword(body.password)
  let user: repo.UserRow
  try {
    user = await repo.insertUser(deps.db, {
      email,
      firstName: body.firstName,
      lastName: body.lastName,
      passwordHash,
      locale,
    })
  } catch {
    // The unique index decides a race between two sign-ups with one address.
    throw new AppError('conflict', T.accountExists)
  }
  await joinCompany(deps, { userId: user.id, email })
  await sendVerification(deps, user)
  return { message: T.signUpSuccess[locale] }
}

export async function signIn(deps: AuthDeps, body: SignInBody) {
  const user = await repo.findUserByEmail(deps.db, normalizeEmail(body.email))
  if (!user) throw new AppError('not_found', T.noAccount)
  const ok = user.passwordHash ? await verifyPassword(user.passwordHash, body.password) : false
  if (!ok) throw new AppError('unauthorized', T.invalidCredentials)
  if (!user.emailVerifiedAt) throw new AppError('forbidden', T.notVerified)
  // Refused by the company admin: no sign-in, with a code or with a password.
  const member = await repo.findMembership(deps.db, user.id)
  if (member?.membership.accessRefusedAt) throw new AppError('forbidden', T.restricted)
  return { access_token: await createSession(deps, { userId: user.id }) }
}

export async function verifyEmail(
  deps: AuthDeps,
  { token, locale }: { token: string; locale: Locale },
) {
  const row = await repo.findEmailToken(deps.db, 'verify', sha256(token))
  if (!row) throw new AppError('bad_request', T.verifyInvalid)
  const user = await repo.findUserById(deps.db, row.userId)
  if (!user) throw new AppError('bad_request', T.verifyInvalid)
  if (user.emailVerifiedAt) throw new AppError('conflict', T.alreadyVerified)
  if (row.usedAt) throw new AppError('bad_request', T.verifyInvalid)
  if (row.expiresAt.getTime() <= Date.now()) throw new AppError('gone', T.linkExpired)
  if (!(await repo.useEmailToken(deps.db, row.id))) {
    throw new AppError('conflict', T.alreadyVerified)
  }
  await repo.updateUser(deps.db, user.id, { emailVerifiedAt: new Date() })
  return { message: T.verifySuccess[locale] }
}

export async function resendVerification(
  deps: AuthDeps,
  { email, locale }: { email: string; locale: Locale },
) {
  const user = await repo.findUserByEmail(deps.db, normalizeEmail(email))
  if (!user) throw new AppError('not_found', T.emailMissing)
  if (user.emailVerifiedAt) throw new AppError('conflict', T.alreadyVerified)
  await sendVerification(deps, user)
  return { message: T.verificationResent[locale] }
}

export async function forgotPassword(
  deps: AuthDeps,
  { email, locale }: { email: string; locale: Locale },
) {
  const user = await repo.findUserByEmail(deps.db, normalizeEmail(email))
  if (!user) throw new AppError('not_found', T.emailMissing)
  const token = randomToken()
  await repo.retireEmailTokens(deps.db, user.id, 'reset')
  await repo.insertEmailToken(deps.db, {
    userId: user.id,
    kind: 'reset',
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
  })
  const url = webLink(deps.env.WEB_ORIGIN, locale, '/auth/reset-password', token)
  await deps.mailer.send(resetMail(user.email, locale, user.firstName, url))
  return { message: T.resetSent[locale] }
}

export async function resetPassword(
  deps: AuthDeps,
  { token, password, locale }: { token: string; password: string; locale: Locale },
) {
  const row = await repo.findEmailToken(deps.db, 'reset', sha256(token))
  if (!row || row.usedAt || row.expiresAt.getTime() <= Date.now()) {
    throw new AppError('bad_request', T.tokenInvalid)
  }
  if (!(await repo.useEmailToken(deps.db, row.id)))
    throw new AppError('bad_request', T.tokenInvalid)
  const passwordHash = await hashPassword(password)
  // The mail reached its owner, so the address is confirmed too.
  await repo.updateUser(deps.db, row.userId, { passwordHash, emailVerifiedAt: new Date() })
  await repo.revokeUserSessions(deps.db, row.userId)
  return { message: T.passwordChanged[locale] }
}
