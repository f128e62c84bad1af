import { and, eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { memberships, users } from '../../db/schema/auth'

/** A company's members with their access, for its admin; always scoped by the company. */
export async function listMembers(db: Database, companyId: string) {
  const rows = await db
    .select({
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      role: memberships.role,
      portfolioAccess: memberships.portfolioAccess,
      refusedAt: memberships.accessRefusedAt,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.companyId, companyId))
    .orderBy(users.email)
  return rows.map(({ refusedAt, ...member }) => ({ ...member, accessRefused: refusedAt !== null }))
}

/** One member of the company with what a decision about their access needs. */
export async function findMember(db: Database, companyId: string, userId: string) {
  const [row] = await db
    .select({
      email: users.email,
      locale: users.locale,
      role: memberships.role,
      portfolioAccess: memberships.portfolioAccess,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.companyId, companyId), eq(memberships.userId, userId)))
    .limit(1)
  return row
}

export async function setMemberAccess(
  db: Database,
  companyId: string,
  userId: string,
  values: { portfolioAccess: boolean; accessRefusedAt?: Date | null },
) {
  await db
    .update(memberships)
    .set(values)
    .where(and(eq(memberships.companyId, companyId), eq(memberships.userId, userId)))
}
