import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { users } from '../../db/schema'
import { AppError } from '../../lib/app-error'
import { PT } from '../portfolio'
import { signViewToken } from '../portfolio'

/** A read-only link to a company's portfolio, named by one of its members' e-mail. */
export async function createViewLink(
  db: Database,
  secret: string,
  body: { email: string; ttlSeconds: number },
) {
  const email = body.email.trim().toLowerCase()
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email))
  if (!user) throw new AppError('not_found', PT.userMissing)
  const expiresAt = new Date(Date.now() + body.ttlSeconds * 1000)
  const token = await signViewToken(secret, email, expiresAt)
  const query = new URLSearchParams({ email, token })
  return { token, url: `/portfolio?${query}`, expiresAt: expiresAt.toISOString() }
}
