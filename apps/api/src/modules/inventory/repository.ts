import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import {
  MOVEMENT_FLOW,
  emptyBalances,
  type Balances,
  type MovementKind,
} from '@kelp/core/inventory'
import type { RegistryKey } from '@kelp/core/projects'
import type { Database } from '../../db/client'
import { ledgerMovements, projects, supplyLots } from '../../db/schema'

export type LotRow = typeof supplyLots.$inferSelect
export type MovementRow = typeof ledgerMovements.$inferSelect
export type NewMovement = typeof ledgerMovements.$inferInsert

/**
 * Locks lots in id order (so two operations on the same lots cannot deadlock) for the rest of
 * the transaction: every movement of a lot is written by a transaction holding this lock,
 * so a balance read after it cannot change before the commit.
 */
export async function lockLots(db: Database, ids: string[]): Promise<LotRow[]> {
  if (ids.length === 0) return []
  return db
    .select()
    .from(supplyLots)
    .where(inArray(supplyLots.id, ids))
    .orderBy(asc(supplyLots.id))
    .for('update')
}

/** The lots of a project's vintage, locked (id order), for an allocation across them. */
export async function lockVintageLots(db: Database, projectId: string, vintage: number) {
  return db
    .select()
    .from(supplyLots)
    .where(and(eq(supplyLots.projectId, projectId), eq(supplyLots.vintage, vintage)))
    .orderBy(asc(supplyLots.id))
    .for('update')
}

/** The issued lots of some projects, locked in project then id order. */
export async function lockIssuedLots(db: Database, projectIds: string[]) {
  if (projectIds.length === 0) return []
  return db
    .select()
    .from(supplyLots)
    .where(and(inArray(supplyLots.projectId, projectIds), eq(supplyLots.status, 'issued')))
    .orderBy(asc(supplyLots.projectId), asc(supplyLots.id))
    .for('update')
}

export async function findLot(db: Database, id: string) {
  const [row] = await db.select().from(supplyLots).where(eq(supplyLots.id, id))
  return row
}

export async function insertLot(db: Database, values: typeof supplyLots.$inferInsert) {
  const [row] = await db.insert(supplyLots).values(values).returning()
  return row!
}

export async function insertMovements(db: Database, rows: NewMovement[]) {
  if (rows.length === 0) return []
  return db.insert(ledgerMovements).values(rows).returning()
}

/** The rows an earlier call with this idempotency key wrote. */
export async function movementsOfOperation(db: Database, operationKey: string) {
  return db
    .select()
    .from(ledgerMovements)
    .where(eq(ledgerMovements.operationKey, operationKey))
    .orderBy(asc(ledgerMovements.lotId))
}

/** The SQL sum of one bucket's kilograms over the ledger rows in scope. */
function bucketSum(bucket: keyof Balances) {
  const into = Object.entries(MOVEMENT_FLOW)
    .filter(([, f]) => f.to === bucket)
    .map(([k]) => k)
  const outOf = Object.entries(MOVEMENT_FLOW)
    .filter(([, f]) => f.from === bucket)
    .map(([k]) => k)
  const list = (kinds: string[]) =>
    kinds.length
      ? sql.join(
          kinds.map((k) => sql`${k}`),
          sql`, `,
        )
      : sql`null`
  return sql<number>`coalesce(sum(case when ${ledgerMovements.kind} in (${list(into)}) then ${ledgerMovements.kg} when ${ledgerMovements.kind} in (${list(outOf)}) then -${ledgerMovements.kg} else 0 end), 0)::int`
}

const balanceColumns = {
  available: bucketSum('available'),
  reserved: bucketSum('reserved'),
  owed: bucketSum('owed'),
  held: bucketSum('held'),
  retired: bucketSum('retired'),
  pooled: bucketSum('pooled'),
  delisted: bucketSum('delisted'),
}

const toBalances = (r: Partial<Balances>): Balances => {
  const b = emptyBalances()
  for (const k of Object.keys(b) as (keyof Balances)[]) b[k] = Number(r[k] ?? 0)
  return b
}

/** Each lot's balances, summed from all of its rows. */
export async function lotBalances(db: Database, lotIds: string[]) {
  if (lotIds.length === 0) return new Map<string, Balances>()
  const rows = await db
    .select({ lotId: ledgerMovements.lotId, ...balanceColumns })
    .from(ledgerMovements)
    .where(inArray(ledgerMovements.lotId, lotIds))
    .groupBy(ledgerMovements.lotId)
  return new Map(rows.map((r) => [r.lotId, toBalances(r)]))
}

/** Kilograms still reserved under a reference, per lot. */
export async function reservedUnder(db: Database, reference: string) {
  const rows = await db
    .select({ lotId: ledgerMovements.lotId, reserved: bucketSum('reserved') })
    .from(ledgerMovements)
    .where(eq(ledgerMovements.reference, reference))
    .groupBy(ledgerMovements.lotId)
    .orderBy(asc(ledgerMovements.lotId))
  return rows.map((r) => ({ lotId: r.lotId, kg: Number(r.reserved) })).filter((r) => r.kg > 0)
}

/** A company's balances per lot (what it is owed, holds, retired and pooled). */
export async function companyLotBalances(db: Database, companyId: string) {
  const rows = await db
    .select({
      lotId: ledgerMovements.lotId,
      owed: bucketSum('owed'),
      held: bucketSum('held'),
      retired: bucketSum('retired'),
      pooled: bucketSum('pooled'),
    })
    .from(ledgerMovements)
    .where(eq(ledgerMovements.companyId, companyId))
    .groupBy(ledgerMovements.lotId)
  if (rows.length === 0) return []
  const lots = await db
    .select({
      id: supplyLots.id,
      projectId: supplyLots.projectId,
      vintage: supplyLots.vintage,
      status: supplyLots.status,
      demo: supplyLots.demo,
      projectName: projects.name,
    })
    .from(supplyLots)
    .innerJoin(projects, eq(projects.id, supplyLots.projectId))
    .where(
      inArray(
        supplyLots.id,
        rows.map((r) => r.lotId),
      ),
    )
  const byId = new Map(lots.map((l) => [l.id, l]))
  return rows.map((r) => ({
    lot: byId.get(r.lotId)!,
    owedKg: Number(r.owed),
    heldKg: Number(r.held),
    retiredKg: Number(r.retired),
    pooledKg: Number(r.pooled),
  }))
}

/** Sum of available kilograms over the lots of a project (optionally one vintage). */
export async function availableOf(db: Database, projectId: string, vintage?: number) {
  const [row] = await db
    .select({ available: bucketSum('available') })
    .from(ledgerMovements)
    .innerJoin(supplyLots, eq(supplyLots.id, ledgerMovements.lotId))
    .where(
      and(
        eq(supplyLots.projectId, projectId),
        vintage === undefined ? undefined : eq(supplyLots.vintage, vintage),
      ),
    )
  return Number(row?.available ?? 0)
}

export async function listLots(db: Database, projectId?: string) {
  return db
    .select({ lot: supplyLots, projectName: projects.name, projectSlug: projects.slug })
    .from(supplyLots)
    .innerJoin(projects, eq(projects.id, supplyLots.projectId))
    .where(projectId ? eq(supplyLots.projectId, projectId) : undefined)
    .orderBy(asc(projects.name), asc(supplyLots.vintage), asc(supplyLots.createdAt))
}

export async function lotMovements(db: Database, lotId: string, limit: number) {
  return db
    .select()
    .from(ledgerMovements)
    .where(eq(ledgerMovements.lotId, lotId))
    .orderBy(asc(ledgerMovements.createdAt), asc(ledgerMovements.id))
    .limit(limit)
}

export async function findProjectListing(db: Database, projectId: string) {
  const [row] = await db
    .select({ id: projects.id, registryKey: projects.registryKey, registryId: projects.registryId })
    .from(projects)
    .where(eq(projects.id, projectId))
  return row
}

/** Kilograms already recorded from an issuance (by serial block or issuance id). */
export async function recordedFromIssuance(
  db: Database,
  registryKey: RegistryKey,
  issuanceId: string | null,
  serialBlock: string | null,
) {
  const [row] = await db
    .select({ kg: sql<number>`coalesce(sum(${supplyLots.quantityKg}), 0)::int` })
    .from(supplyLots)
    .where(
      and(
        eq(supplyLots.registryKey, registryKey),
        serialBlock
          ? eq(supplyLots.serialBlock, serialBlock)
          : eq(supplyLots.issuanceId, issuanceId ?? ''),
      ),
    )
  return Number(row?.kg ?? 0)
}

/** Serialises the recording of lots from one issuance until the transaction ends. */
export async function lockIssuance(db: Database, issuance: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${'issuance:' + issuance}))`)
}

export async function countDemoLots(db: Database) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(supplyLots)
    .where(eq(supplyLots.demo, true))
  return Number(row?.n ?? 0)
}

export async function projectIdsBySlug(db: Database, slugs: string[]) {
  if (slugs.length === 0) return new Map<string, string>()
  const rows = await db
    .select({ id: projects.id, slug: projects.slug })
    .from(projects)
    .where(inArray(projects.slug, slugs))
  return new Map(rows.map((r) => [r.slug, r.id]))
}

export type { MovementKind }
