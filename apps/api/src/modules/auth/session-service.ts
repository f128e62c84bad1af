import { SESSION_TTL_MS } from '@kelp/core/auth'
import type { Database } from '../../db/client'
import { AppError } from '../../lib/app-error'
import { readAccessToken, signAccessToken } from './jwt'
import {
  findMembership,
  findSession,
  findUserById,
  insertSession,
  revokeSession,
} from './repository'
import { T } from './texts'

/** Who a request is: filled by `app.authenticate` (see plugin.ts). */
export interface AuthContext {
  userId: string
  sessionId: string
  email: string
  companyId: string | null
  role: 'member' | 'admin' | null
  portfolioAccess: boolean
}

/** Opens a revocable session and returns the JWT that names it. */
export async function createSession(db: Database, secret: string, userId: string) {
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS)
  const session = await insertSession(db, userId, expiresAt)
  return signAccessToken(secret, { userId, sessionId: session.id }, expiresAt)
}

/** Resolves a bearer token to a live session; throws 401 for anything else. */
export async function resolveSession(
  db: Database,
  secret: string,
  token: string | undefined,
): Promise<AuthContext> {
  if (!token) throw new AppError('unauthorized', T.signInRequired)
  const claims = await readAccessToken(secret, token)
  if (!claims) throw new AppError('unauthorized', T.sessionEnded)
  const session = await findSession(db, claims.sessionId)
  if (
    !session ||
    session.userId !== claims.userId ||
    session.revokedAt ||
    session.expiresAt.getTime() <= Date.now()
  ) {
    throw new AppError('unauthorized', T.sessionEnded)
  }
  const user = await findUserById(db, claims.userId)
  if (!user) throw new AppError('unauthorized', T.sessionEnded)
  const member = await findMembership(db, user.id)
  return {
    userId: user.id,
    sessionId: session.id,
    email: user.email,
    companyId: member?.company.id ?? null,
    role: member?.membership.role ?? null,
    portfolioAccess: member?.membership.portfolioAccess ?? false,
  }
}

export async function endSession(db: Database, sessionId: string) {
  await revokeSession(db, sessionId)
}
