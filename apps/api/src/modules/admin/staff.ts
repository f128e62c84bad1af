import { emailDomain, normalizeEmail } from '@kelp/core/auth'
import type { AppDeps } from '../../deps'
import { ensureCompany, findUserByEmail, insertMembership, insertUser } from '../auth'
import { writeAudit } from '../audit'
import { insertStaff } from './repository'

/**
 * Makes an e-mail an operator: creates the verified user (and its company, as the first
 * member an admin with portfolio access) when missing. Idempotent.
 */
export async function ensureStaff(
  deps: Pick<AppDeps, 'db'>,
  input: { email: string; actor: string },
) {
  const { db } = deps
  const { actor } = input
  const email = normalizeEmail(input.email)
  let user = await findUserByEmail(db, email)
  if (!user) {
    user = await insertUser(db, { email, emailVerifiedAt: new Date() })
    const domain = emailDomain(email)
    const { company, created } = await ensureCompany(db, domain, domain)
    await insertMembership(db, {
      userId: user.id,
      companyId: company.id,
      role: created ? 'admin' : 'member',
      portfolioAccess: created,
    })
  }
  const created = await insertStaff(db, user.id)
  if (created) await writeAudit(db, actor, 'staff.created', `user:${user.id}`, { email })
  return { userId: user.id, email, created }
}
