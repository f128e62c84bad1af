import type { AppDeps } from '../../deps'
import { AppError } from '../../lib/app-error'
import { PT } from '../portfolio'
import { signViewToken } from '../portfolio'
import { userIdByEmail } from './repository'

/** A read-only link to a company's portfolio, named by one of its members' e-mail. */
export async function createViewLink(
  deps: Pick<AppDeps, 'db' | 'env'>,
  body: { email: string; ttlSeconds: number },
) {
  const { db, env } = deps
  const email = body.email.trim().toLowerCase()
  const user = await userIdByEmail(db, email)
  if (!user) throw new AppError('not_found', PT.userMissing)
  const expiresAt = new Date(Date.now() + body.ttlSeconds * 1000)
  const token = await signViewToken(env.APP_SECRET, email, expiresAt)
  const query = new URLSearchParams({ email, token })
  return { token, url: `/portfolio?${query}`, expiresAt: expiresAt.toISOString() }
}
