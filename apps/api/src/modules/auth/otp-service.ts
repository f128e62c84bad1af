import type { Locale } from '@kelp/core/http'
import {
  AUTO_LOGIN_CODE,
  AUTO_LOGIN_WINDOW_MS,
  DEMO_EMAIL,
  normalizeEmail,
  OTP_MAX_ATTEMPTS,
  OTP_REQUESTS_PER_WINDOW,
  OTP_TTL_MS,
  type RequestOtpResponse,
} from '@kelp/core/auth'
import { AppError } from '../../lib/app-error'
import { assertBusinessEmail, joinCompany } from './account-service'
import type { AuthDeps } from './context'
import { generateCode, hashCode, sameHash } from './crypto'
import { codeMail } from './mails'
import * as repo from './repository'
import { createSession } from './session-service'
import { T } from './texts'

/**
 * 403 (the modal's restricted step) when the company admin refused this person. A colleague
 * the company has not decided about yet signs in like one who signed up with a password:
 * as a member whose request for portfolio access waits for the admin.
 */
async function assertNotRefused(deps: AuthDeps, email: string) {
  const user = await repo.findUserByEmail(deps.db, email)
  const member = user ? await repo.findMembership(deps.db, user.id) : undefined
  if (member?.membership.accessRefusedAt) throw new AppError('forbidden', T.restricted)
}

/** Sends a fresh code, or, for the demo account in demo mode, grants autoLogin briefly. */
export async function requestOtp(
  deps: AuthDeps,
  { email: rawEmail, locale }: { email: string; locale: Locale },
): Promise<RequestOtpResponse> {
  assertBusinessEmail(rawEmail)
  const email = normalizeEmail(rawEmail)
  await assertNotRefused(deps, email)

  if (deps.env.DEMO_MODE && email === DEMO_EMAIL) {
    await repo.replaceCode(deps.db, {
      email,
      codeHash: hashCode(deps.env.APP_SECRET, email, AUTO_LOGIN_CODE),
      expiresAt: new Date(Date.now() + AUTO_LOGIN_WINDOW_MS),
      autoLogin: true,
    })
    return { masterCode: true, autoLogin: true }
  }

  const since = new Date(Date.now() - OTP_TTL_MS)
  const recent = await repo.countRecentCodes(deps.db, email, since)
  if (recent.n >= OTP_REQUESTS_PER_WINDOW) {
    // The window frees a request when its first code leaves it.
    const freedAt = (recent.first ?? new Date()).getTime() + OTP_TTL_MS
    throw new AppError('too_many_requests', T.tooManyCodes, {
      max: OTP_REQUESTS_PER_WINDOW,
      resetSeconds: (freedAt - Date.now()) / 1000,
    })
  }
  const code = generateCode()
  await repo.replaceCode(deps.db, {
    email,
    codeHash: hashCode(deps.env.APP_SECRET, email, code),
    expiresAt: new Date(Date.now() + OTP_TTL_MS),
  })
  const user = await repo.findUserByEmail(deps.db, email)
  await deps.mailer.send(codeMail(email, user?.locale ?? locale, code))
  return { masterCode: false, autoLogin: false }
}

/** Checks a code; on success the person is signed in (and their account made if new). */
export async function loginOtp(
  deps: AuthDeps,
  { email: rawEmail, code, locale }: { email: string; code: string; locale: Locale },
) {
  const email = normalizeEmail(rawEmail)
  const row = await repo.findOpenCode(deps.db, email)
  if (!row) throw new AppError('bad_request', T.invalidCode)
  if (row.expiresAt.getTime() <= Date.now()) throw new AppError('gone', T.linkExpired)
  if (!(await repo.reserveAttempt(deps.db, row.id, OTP_MAX_ATTEMPTS))) {
    throw new AppError('bad_request', T.invalidCode)
  }
  if (!sameHash(row.codeHash, hashCode(deps.env.APP_SECRET, email, code))) {
    throw new AppError('bad_request', T.invalidCode)
  }
  if (!(await repo.useCode(deps.db, row.id))) throw new AppError('bad_request', T.invalidCode)
  // The admin may have refused this person since the code was sent.
  await assertNotRefused(deps, email)

  let user = await repo.findUserByEmail(deps.db, email)
  if (!user) {
    user = await repo.insertUser(deps.db, {
      email,
      locale,
      emailVerifiedAt: new Date(),
    })
  } else if (!user.emailVerifiedAt) {
    await repo.updateUser(deps.db, user.id, { emailVerifiedAt: new Date() })
  }
  // A new company's first person becomes its admin; a colleague's membership is the pending
  // request for access that the company admin sees, as after a password sign-up.
  if (!(await repo.findMembership(deps.db, user.id)))
    await joinCompany(deps, { userId: user.id, email })
  return { access_token: await createSession(deps, { userId: user.id }) }
}
