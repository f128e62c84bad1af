import { and, count, desc, eq, gt, isNull, lt, min, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import {
  companies,
  emailTokens,
  memberships,
  otpCodes,
  sessions,
  users,
} from '../../db/schema/auth'
import { staffMembers } from '../../db/schema/portfolio'

export type UserRow = typeof users.$inferSelect
export type NewUser = typeof users.$inferInsert

export async function findUserByEmail(db: Database, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1)
  return row
}

export async function findUserById(db: Database, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1)
  return row
}

export async function insertUser(db: Database, values: NewUser) {
  const [row] = await db.insert(users).values(values).returning()
  return row!
}

export async function updateUser(db: Database, id: string, values: Partial<NewUser>) {
  await db.update(users).set(values).where(eq(users.id, id))
}

export async function findCompanyByDomain(db: Database, domain: string) {
  const [row] = await db.select().from(companies).where(eq(companies.domain, domain)).limit(1)
  return row
}

/** The company of a domain, created when missing; `created` tells whether this call made it. */
export async function ensureCompany(db: Database, domain: string, name: string) {
  const inserted = await db
    .insert(companies)
    .values({ domain, name })
    .onConflictDoNothing({ target: companies.domain })
    .returning()
  if (inserted[0]) return { company: inserted[0], created: true }
  return { company: (await findCompanyByDomain(db, domain))!, created: false }
}

export async function insertMembership(db: Database, values: typeof memberships.$inferInsert) {
  await db.insert(memberships).values(values).onConflictDoNothing()
}

/** The user's membership joined with its company, if any. */
/** A user with their membership and company (if any), in one query. */
export async function findUserWithMembership(db: Database, userId: string) {
  const [row] = await db
    .select({ user: users, membership: memberships, company: companies })
    .from(users)
    .leftJoin(memberships, eq(memberships.userId, users.id))
    .leftJoin(companies, eq(companies.id, memberships.companyId))
    .where(eq(users.id, userId))
    .limit(1)
  return row
}

export async function findMembership(db: Database, userId: string) {
  const [row] = await db
    .select({ membership: memberships, company: companies })
    .from(memberships)
    .innerJoin(companies, eq(companies.id, memberships.companyId))
    .where(eq(memberships.userId, userId))
    .limit(1)
  return row
}

export async function insertSession(db: Database, userId: string, expiresAt: Date) {
  const [row] = await db.insert(sessions).values({ userId, expiresAt }).returning()
  return row!
}

/**
 * Everything `app.authenticate` needs in one round trip: the session, its user's e-mail and
 * their membership (if any). Undefined when the session does not exist.
 */
export async function findSessionContext(db: Database, sessionId: string) {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
      revokedAt: sessions.revokedAt,
      expiresAt: sessions.expiresAt,
      email: users.email,
      locale: users.locale,
      companyId: memberships.companyId,
      role: memberships.role,
      portfolioAccess: memberships.portfolioAccess,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(memberships, eq(memberships.userId, sessions.userId))
    .where(eq(sessions.id, sessionId))
    .limit(1)
  return row
}

export async function revokeSession(db: Database, id: string) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)))
}

export async function revokeUserSessions(db: Database, userId: string) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
}

type TokenKind = 'verify' | 'reset'

export async function insertEmailToken(
  db: Database,
  values: { userId: string; kind: TokenKind; tokenHash: string; expiresAt: Date },
) {
  await db.insert(emailTokens).values(values)
}

export async function findEmailToken(db: Database, kind: TokenKind, tokenHash: string) {
  const [row] = await db
    .select()
    .from(emailTokens)
    .where(and(eq(emailTokens.kind, kind), eq(emailTokens.tokenHash, tokenHash)))
    .limit(1)
  return row
}

/** Marks a token used; false when another request used it first. */
export async function useEmailToken(db: Database, id: string) {
  const rows = await db
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(emailTokens.id, id), isNull(emailTokens.usedAt)))
    .returning({ id: emailTokens.id })
  return rows.length > 0
}

/** Older links of the same kind stop working when a new one is sent or one is used. */
export async function retireEmailTokens(db: Database, userId: string, kind: TokenKind) {
  await db
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(
      and(eq(emailTokens.userId, userId), eq(emailTokens.kind, kind), isNull(emailTokens.usedAt)),
    )
}

/** How many codes the e-mail asked for since `since`, and when the first of them was made. */
export async function countRecentCodes(db: Database, email: string, since: Date) {
  const [row] = await db
    .select({ n: count(), first: min(otpCodes.createdAt) })
    .from(otpCodes)
    .where(and(eq(otpCodes.email, email), gt(otpCodes.createdAt, since)))
  return { n: row?.n ?? 0, first: row?.first ?? null }
}

/** A new code replaces every open code of the e-mail. */
export async function replaceCode(db: Database, values: typeof otpCodes.$inferInsert) {
  await db
    .update(otpCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(otpCodes.email, values.email), isNull(otpCodes.usedAt)))
  await db.insert(otpCodes).values(values)
}

export async function findOpenCode(db: Database, email: string) {
  const [row] = await db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.email, email), isNull(otpCodes.usedAt)))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1)
  return row
}

/**
 * Counts one guess atomically before the code is compared, so parallel guesses cannot
 * exceed the limit; false when the code is used up or dead.
 */
export async function reserveAttempt(db: Database, id: string, maxAttempts: number) {
  const rows = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(and(eq(otpCodes.id, id), isNull(otpCodes.usedAt), lt(otpCodes.attempts, maxAttempts)))
    .returning({ id: otpCodes.id })
  return rows.length > 0
}

/** Consumes a code once; false when a parallel request consumed it first. */
export async function useCode(db: Database, id: string) {
  const rows = await db
    .update(otpCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(otpCodes.id, id), isNull(otpCodes.usedAt)))
    .returning({ id: otpCodes.id })
  return rows.length > 0
}

/** Whether the user is a Kelp operator. */
export async function isStaff(db: Database, userId: string) {
  const [row] = await db
    .select({ userId: staffMembers.userId })
    .from(staffMembers)
    .where(eq(staffMembers.userId, userId))
    .limit(1)
  return row !== undefined
}
