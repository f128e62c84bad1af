import { emailDomain, normalizeEmail } from '@kelp/core/auth'
import type { Database } from '../../db/client'
import { staffMembers } from '../../db/schema'
import { ensureCompany, findUserByEmail, insertMembership, insertUser } from '../auth'
import { writeAudit } from '../audit'

/**
 * Makes an e-mail an operator: creates the verified user (and its company, as the first
 * member an admin with portfolio access) when missing. Idempotent.
 */
export async function ensureStaff(db: Database, rawEmail: string, actor: string) {
  const email = normalizeEmail(rawEmail)
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
  const inserted = await db
    .insert(staffMembers)
    .values({ userId: user.id })
    .onConflictDoNothing()
    .returning()
  if (inserted.length) await writeAudit(db, actor, 'staff.created', `user:${user.id}`, { email })
  return { userId: user.id, email, created: inserted.length > 0 }
}
