import { and, count, desc, eq, isNull, lt, or } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { apiKeys, memberships, users } from '../../db/schema'

const listColumns = {
  id: apiKeys.id,
  name: apiKeys.name,
  mode: apiKeys.mode,
  scopes: apiKeys.scopes,
  shownPrefix: apiKeys.shownPrefix,
  createdBy: users.email,
  createdAt: apiKeys.createdAt,
  lastUsedAt: apiKeys.lastUsedAt,
  revokedAt: apiKeys.revokedAt,
}

export async function insertKey(db: Database, values: typeof apiKeys.$inferInsert) {
  const [row] = await db.insert(apiKeys).values(values).returning({ id: apiKeys.id })
  return row!.id
}

export async function countActiveKeys(db: Database, companyId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(apiKeys)
    .where(and(eq(apiKeys.companyId, companyId), isNull(apiKeys.revokedAt)))
  return row?.n ?? 0
}

export async function listKeys(db: Database, companyId: string, id?: string) {
  return db
    .select(listColumns)
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.createdBy))
    .where(and(eq(apiKeys.companyId, companyId), id ? eq(apiKeys.id, id) : undefined))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id))
}

export async function revokeKey(db: Database, companyId: string, id: string) {
  return db
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiKeys.id, id), eq(apiKeys.companyId, companyId), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id })
}

/**
 * The key with this secret hash and its creator, if the creator is still an admin with
 * portfolio access in the key's company (a key stops working when its creator leaves).
 */
export async function findKeyByHash(db: Database, secretHash: string) {
  const [row] = await db
    .select({
      id: apiKeys.id,
      companyId: apiKeys.companyId,
      mode: apiKeys.mode,
      scopes: apiKeys.scopes,
      secretHash: apiKeys.secretHash,
      revokedAt: apiKeys.revokedAt,
      lastUsedAt: apiKeys.lastUsedAt,
      userId: users.id,
      email: users.email,
      locale: users.locale,
      role: memberships.role,
      portfolioAccess: memberships.portfolioAccess,
      memberCompanyId: memberships.companyId,
    })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.createdBy))
    .leftJoin(memberships, eq(memberships.userId, apiKeys.createdBy))
    .where(eq(apiKeys.secretHash, secretHash))
    .limit(1)
  return row
}

/** Sets last_used_at unless it was set less than `precisionMs` ago (one write a minute at most). */
export async function touchKey(db: Database, id: string, now: Date, precisionMs: number) {
  const [row] = await db
    .update(apiKeys)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(apiKeys.id, id),
        or(
          isNull(apiKeys.lastUsedAt),
          lt(apiKeys.lastUsedAt, new Date(now.getTime() - precisionMs)),
        ),
      ),
    )
    .returning({ id: apiKeys.id })
  return row !== undefined
}

export type KeyRow = Awaited<ReturnType<typeof listKeys>>[number]
