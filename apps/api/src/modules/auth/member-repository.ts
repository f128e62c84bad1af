import { and, asc, eq, sql } from 'drizzle-orm'
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
      requestedAt: memberships.accessRequestedAt,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.companyId, companyId))
    // Open requests first, the longest waiting on top; then everyone else by e-mail.
    .orderBy(sql`${memberships.accessRequestedAt} asc nulls last`, asc(users.email))
  return rows.map(({ refusedAt, requestedAt, ...member }) => ({
    ...member,
    accessRefused: refusedAt !== null,
    accessRequestedAt: requestedAt?.toISOString() ?? null,
  }))
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
  // Any decision answers the open request.
  await db
    .update(memberships)
    .set({ ...values, accessRequestedAt: null })
    .where(and(eq(memberships.companyId, companyId), eq(memberships.userId, userId)))
}

/** A colleague asks for access: the request stays dated from the first ask until a decision. */
export async function markAccessRequested(db: Database, companyId: string, userId: string) {
  await db
    .update(memberships)
    .set({ accessRequestedAt: sql`coalesce(${memberships.accessRequestedAt}, now())` })
    .where(and(eq(memberships.companyId, companyId), eq(memberships.userId, userId)))
}
