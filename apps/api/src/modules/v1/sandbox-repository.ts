import { and, desc, eq, ne, sql } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Database } from '../../db/client'
import { apiSandboxOrders, apiSandboxRetirements, type SandboxOrderLine } from '../../db/schema'

/**
 * Rows after the row `afterId` in newest-first order. The comparison reads that row's own
 * timestamp in the database, so no precision is lost in a cursor.
 */
export const newestAfter = (
  t: { createdAt: AnyPgColumn; id: AnyPgColumn },
  table: PgTable,
  afterId: string | undefined,
) =>
  afterId
    ? sql`(${t.createdAt}, ${t.id}) < (select a.created_at, a.id from ${table} a where a.id = ${afterId})`
    : undefined

/** Kilograms the company ordered in the sandbox (orders not cancelled), per `projectId:year`. */
export async function sandboxOrderedKg(db: Database, companyId: string) {
  const rows = await db
    .select({ lines: apiSandboxOrders.lines })
    .from(apiSandboxOrders)
    .where(and(eq(apiSandboxOrders.companyId, companyId), ne(apiSandboxOrders.status, 'cancelled')))
  const kg = new Map<string, number>()
  for (const line of rows.flatMap((r) => r.lines)) {
    const key = `${line.projectId}:${line.vintage}`
    kg.set(key, (kg.get(key) ?? 0) + line.quantityKg)
  }
  return kg
}

export async function sandboxRetiredKg(
  db: Database,
  companyId: string,
  projectId: string,
  vintage: number,
) {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${apiSandboxRetirements.quantityKg}), 0)::int` })
    .from(apiSandboxRetirements)
    .where(
      and(
        eq(apiSandboxRetirements.companyId, companyId),
        eq(apiSandboxRetirements.projectId, projectId),
        eq(apiSandboxRetirements.vintage, vintage),
      ),
    )
  return row?.n ?? 0
}

/**
 * Inserts a sandbox order unless the key was used (answers undefined then). The sandbox takes
 * no money and holds no stock of its own: the order is paid and delivered as it is written.
 */
export async function insertSandboxOrder(
  db: Database,
  values: {
    companyId: string
    apiKeyId: string
    idempotencyKey: string
    lines: SandboxOrderLine[]
    metadata: Record<string, string>
    at: Date
  },
) {
  const { at, ...rest } = values
  const totalCents = values.lines.reduce((s, l) => s + l.lineTotalCents, 0)
  const [row] = await db
    .insert(apiSandboxOrders)
    .values({
      ...rest,
      totalCents,
      status: 'delivered',
      createdAt: at,
      paidAt: at,
      deliveredAt: at,
    })
    .onConflictDoNothing()
    .returning()
  return row
}

export type SandboxOrderRow = typeof apiSandboxOrders.$inferSelect

export async function findSandboxOrders(
  db: Database,
  companyId: string,
  by: { id?: string; key?: string; after?: string; limit?: number } = {},
) {
  return db
    .select()
    .from(apiSandboxOrders)
    .where(
      and(
        eq(apiSandboxOrders.companyId, companyId),
        by.id ? eq(apiSandboxOrders.id, by.id) : undefined,
        by.key ? eq(apiSandboxOrders.idempotencyKey, by.key) : undefined,
        newestAfter(apiSandboxOrders, apiSandboxOrders, by.after),
      ),
    )
    .orderBy(desc(apiSandboxOrders.createdAt), desc(apiSandboxOrders.id))
    .limit(by.limit ?? 1)
}

export async function insertSandboxRetirement(
  db: Database,
  values: typeof apiSandboxRetirements.$inferInsert,
) {
  const [row] = await db.insert(apiSandboxRetirements).values(values).returning()
  return row!
}

export type SandboxRetirementRow = typeof apiSandboxRetirements.$inferSelect

export async function findSandboxRetirements(
  db: Database,
  companyId: string,
  by: { id?: string; key?: string; after?: string; limit?: number } = {},
) {
  return db
    .select()
    .from(apiSandboxRetirements)
    .where(
      and(
        eq(apiSandboxRetirements.companyId, companyId),
        by.id ? eq(apiSandboxRetirements.id, by.id) : undefined,
        by.key ? eq(apiSandboxRetirements.idempotencyKey, by.key) : undefined,
        newestAfter(apiSandboxRetirements, apiSandboxRetirements, by.after),
      ),
    )
    .orderBy(desc(apiSandboxRetirements.createdAt), desc(apiSandboxRetirements.id))
    .limit(by.limit ?? 1)
}

/** Confirms a requested sandbox retirement with its test serials; undefined if not requested. */
export async function confirmSandboxRetirement(
  db: Database,
  id: string,
  serials: (row: { vintage: number; quantityKg: number }) => { start: string; end: string },
) {
  const [found] = await db
    .select({
      vintage: apiSandboxRetirements.vintage,
      quantityKg: apiSandboxRetirements.quantityKg,
    })
    .from(apiSandboxRetirements)
    .where(and(eq(apiSandboxRetirements.id, id), eq(apiSandboxRetirements.status, 'requested')))
  if (!found) return undefined
  const { start, end } = serials(found)
  const [row] = await db
    .update(apiSandboxRetirements)
    .set({ status: 'confirmed', serialStart: start, serialEnd: end, confirmedAt: new Date() })
    .where(and(eq(apiSandboxRetirements.id, id), eq(apiSandboxRetirements.status, 'requested')))
    .returning()
  return row
}

/** Serialises sandbox writes of one company (a transaction-scoped advisory lock). */
export async function lockSandbox(db: Database, companyId: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${'api-sandbox:' + companyId}))`)
}
