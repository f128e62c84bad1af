import { eq } from 'drizzle-orm'
import { emailDomain, normalizeEmail } from '@kelp/core/auth'
import type { FastifyRequest } from 'fastify'
import type { Database } from '../../db/client'
import { staffMembers } from '../../db/schema'
import { AppError } from '../../lib/app-error'
import { requireAuth } from '../auth/plugin'
import * as authRepo from '../auth/repository'
import { PT } from '../portfolio/texts'
import { writeAudit } from './audit'

export async function isStaff(db: Database, userId: string) {
  const [row] = await db
    .select({ userId: staffMembers.userId })
    .from(staffMembers)
    .where(eq(staffMembers.userId, userId))
    .limit(1)
  return row !== undefined
}

/** 401 without a session, 403 for anyone who is not an operator. */
export async function requireStaff(db: Database, request: FastifyRequest) {
  const auth = requireAuth(request)
  if (!(await isStaff(db, auth.userId))) throw new AppError('forbidden', PT.staffOnly)
  return auth
}

/**
 * The guard of every back-office route: the staff check runs before validation, like the
 * session check, so a caller who is not staff learns no schema.
 */
export function staffGuard(db: Database) {
  return {
    preValidation: async (request: FastifyRequest) => {
      await requireStaff(db, request)
    },
  }
}

/** The operator behind a request the staff guard has let through, for the audit log. */
export const staffActor = (request: FastifyRequest) => requireAuth(request).email

/**
 * Makes an e-mail an operator: creates the verified user (and its company, as the first
 * member an admin with portfolio access) when missing. Idempotent.
 */
export async function ensureStaff(db: Database, rawEmail: string, actor: string) {
  const email = normalizeEmail(rawEmail)
  let user = await authRepo.findUserByEmail(db, email)
  if (!user) {
    user = await authRepo.insertUser(db, { email, emailVerifiedAt: new Date() })
    const domain = emailDomain(email)
    const { company, created } = await authRepo.ensureCompany(db, domain, domain)
    await authRepo.insertMembership(db, {
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
