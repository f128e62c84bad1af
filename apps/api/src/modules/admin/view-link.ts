import type { AppDeps } from '../../deps'
import { AppError } from '../../lib/app-error'
import { writeAudit } from '../audit'
import { PT } from '../portfolio'
import { signViewToken } from '../portfolio'
import { userIdByEmail } from './repository'

/**
 * A read-only link to a company's portfolio, named by one of its members' e-mail; the audit log
 * records which operator made it and until when it works.
 */
export async function createViewLink(
  deps: Pick<AppDeps, 'db' | 'env'>,
  input: { actor: string; email: string; ttlSeconds: number },
) {
  const { db, env } = deps
  const email = input.email.trim().toLowerCase()
  const user = await userIdByEmail(db, email)
  if (!user) throw new AppError('not_found', PT.userMissing)
  const expiresAt = new Date(Date.now() + input.ttlSeconds * 1000).toISOString()
  const token = await signViewToken(env.APP_SECRET, email, new Date(expiresAt))
  await writeAudit(db, input.actor, 'portfolio_link.created', `email:${email}`, { expiresAt })
  const query = new URLSearchParams({ email, token })
  return { token, url: `/portfolio?${query}`, expiresAt }
}
