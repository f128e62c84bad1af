import { SESSION_TTL_MS } from '@kelp/core/auth'
import type { AppDeps } from '../../deps'
import { AppError } from '../../lib/app-error'
import type { ReadCache } from '../../lib/read-cache'
import { readAccessToken, signAccessToken } from './jwt'
import { findSessionContext, insertSession, revokeSession } from './repository'
import { T } from './texts'

/** Who a request is: filled by `app.authenticate` (see plugin.ts). */
export interface AuthContext {
  userId: string
  sessionId: string
  email: string
  /** The user's language, for mails sent on their behalf. */
  locale: 'en' | 'de'
  companyId: string | null
  role: 'member' | 'admin' | null
  portfolioAccess: boolean
}

/** Opens a revocable session and returns the JWT that names it. */
export async function createSession(
  deps: Pick<AppDeps, 'db' | 'env'>,
  { userId }: { userId: string },
) {
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS)
  const session = await insertSession(deps.db, userId, expiresAt)
  return signAccessToken(deps.env.APP_SECRET, { userId, sessionId: session.id }, expiresAt)
}

/**
 * Resolves a bearer token to a live session; throws 401 for anything else. With a cache, the
 * session row is reused until a write to sessions, users or memberships invalidates it
 * (plugins/read-caches.ts); revocation and expiry are checked on every call.
 */
export async function resolveSession(
  deps: Pick<AppDeps, 'db' | 'env'>,
  { token, cache }: { token: string | undefined; cache?: ReadCache },
): Promise<AuthContext> {
  if (!token) throw new AppError('unauthorized', T.signInRequired)
  const claims = await readAccessToken(deps.env.APP_SECRET, token)
  if (!claims) throw new AppError('unauthorized', T.sessionEnded)
  // One round trip per authenticated request (session, user and membership joined).
  const load = () => findSessionContext(deps.db, claims.sessionId)
  const found = await (cache ? cache.get(`session:${claims.sessionId}`, load) : load())
  if (
    !found ||
    found.userId !== claims.userId ||
    found.revokedAt ||
    found.expiresAt.getTime() <= Date.now()
  ) {
    throw new AppError('unauthorized', T.sessionEnded)
  }
  return {
    userId: found.userId,
    sessionId: found.sessionId,
    email: found.email,
    locale: found.locale,
    companyId: found.companyId ?? null,
    role: found.role ?? null,
    portfolioAccess: found.portfolioAccess ?? false,
  }
}

export async function endSession(deps: Pick<AppDeps, 'db'>, { sessionId }: { sessionId: string }) {
  await revokeSession(deps.db, sessionId)
}
