import { isWholeKg, type MovementKind } from '@kelp/core/inventory'
import { AppError } from '../../lib/app-error'
import { refreshProjections, resultOf, type LedgerDeps, type LedgerResult } from './ledger-results'
import * as repo from './repository'
import { bookHolding } from './holdings-repository'
import { IT, notEnoughStock } from './texts'

export interface ReserveInput {
  /** One lot, or a project's vintage whose lots are taken cheapest first. */
  lotId?: string
  projectId?: string
  vintage?: number
  kg: number
  /** What the reservation is for (order, checkout session …): release and sell name it. */
  reference: string
  idempotencyKey: string
  companyId?: string | null
  actor?: string
}

export interface SettleInput {
  reference: string
  idempotencyKey: string
  actor?: string
}

export interface SellInput extends SettleInput {
  companyId: string
  /** Book delivered tonnes into `holdings` (default); false when the caller books them itself. */
  bookHoldings?: boolean
}

/** The rows an earlier call with this key wrote, or null; another kind of operation → 409. */
async function earlier(db: LedgerDeps['db'], key: string, kinds: MovementKind[]) {
  const rows = await repo.movementsOfOperation(db, key)
  if (rows.length === 0) return null
  if (rows.some((r) => !kinds.includes(r.kind))) throw new AppError('conflict', IT.keyReused)
  return rows
}

async function lotsById(db: LedgerDeps['db'], ids: string[]) {
  const map = new Map<string, repo.LotRow>()
  for (const id of new Set(ids)) {
    const lot = await repo.findLot(db, id)
    if (lot) map.set(id, lot)
  }
  return map
}

/**
 * Reserves kilograms for a reference: from one lot, or from a vintage's lots cheapest first
 * (then oldest). The lots are row-locked first, so concurrent reservations queue and none can
 * take kilograms another has taken. Too little left → 409 and nothing written.
 */
export async function reserve(deps: LedgerDeps, input: ReserveInput): Promise<LedgerResult> {
  if (!isWholeKg(input.kg)) throw new AppError('bad_request', IT.wholeKg)
  return deps.db.transaction(async (tx) => {
    const locked = input.lotId
      ? await repo.lockLots(tx, [input.lotId])
      : await repo.lockVintageLots(tx, input.projectId ?? '', input.vintage ?? -1)
    if (input.lotId && locked.length === 0) throw new AppError('not_found', IT.lotMissing)
    const lots = new Map(locked.map((l) => [l.id, l]))
    const previous = await earlier(tx, input.idempotencyKey, ['reserved'])
    if (previous) {
      const done = resultOf(
        previous,
        await lotsById(
          tx,
          previous.map((r) => r.lotId),
        ),
        'reserved',
      )
      if (done.kg !== input.kg || previous.some((r) => r.reference !== input.reference)) {
        throw new AppError('conflict', IT.keyReused)
      }
      return { ...done, replayed: true }
    }
    const balances = await repo.lotBalances(tx, [...lots.keys()])
    const order = [...lots.values()].sort(
      (a, b) =>
        a.priceCentsPerTonne - b.priceCentsPerTonne ||
        a.createdAt.getTime() - b.createdAt.getTime() ||
        a.id.localeCompare(b.id),
    )
    let left = input.kg
    const rows: repo.NewMovement[] = []
    for (const lot of order) {
      if (left === 0) break
      const kg = Math.min(left, balances.get(lot.id)?.available ?? 0)
      if (kg <= 0) continue
      rows.push({
        kind: 'reserved',
        lotId: lot.id,
        companyId: input.companyId ?? null,
        kg,
        reference: input.reference,
        operationKey: input.idempotencyKey,
        idempotencyKey: `${input.idempotencyKey}:reserved:${lot.id}`,
        actor: input.actor ?? 'system',
      })
      left -= kg
    }
    if (left > 0) {
      throw new AppError('conflict', notEnoughStock(input.kg - left))
    }
    const written = await repo.insertMovements(tx, rows)
    await refreshProjections({ db: tx }, lots.values())
    return { ...resultOf(written, lots, 'reserved'), replayed: false }
  })
}

/** Locks the lots with kilograms still reserved under the reference; returns what is left. */
async function lockReserved(db: LedgerDeps['db'], reference: string) {
  const before = await repo.reservedUnder(db, reference)
  const locked = await repo.lockLots(
    db,
    before.map((r) => r.lotId),
  )
  return {
    lots: new Map(locked.map((l) => [l.id, l])),
    reserved: await repo.reservedUnder(db, reference),
  }
}

/**
 * Puts everything still reserved under a reference back on sale (a checkout that expired or
 * failed). Releasing a reference with nothing reserved writes nothing and returns 0 kg.
 */
export async function release(deps: LedgerDeps, input: SettleInput): Promise<LedgerResult> {
  return deps.db.transaction(async (tx) => {
    const { lots, reserved } = await lockReserved(tx, input.reference)
    const previous = await earlier(tx, input.idempotencyKey, ['released'])
    if (previous) {
      const all = await lotsById(
        tx,
        previous.map((r) => r.lotId),
      )
      return { ...resultOf(previous, all, 'released'), replayed: true }
    }
    const written = await repo.insertMovements(
      tx,
      reserved.map((r) => ({
        kind: 'released' as const,
        lotId: r.lotId,
        kg: r.kg,
        reference: input.reference,
        operationKey: input.idempotencyKey,
        idempotencyKey: `${input.idempotencyKey}:released:${r.lotId}`,
        actor: input.actor ?? 'system',
      })),
    )
    await refreshProjections({ db: tx }, lots.values())
    return { ...resultOf(written, lots, 'released'), replayed: false }
  })
}

/**
 * Sells everything reserved under a reference to the company: reserved → sold (owed to it),
 * and for issued lots at once sold → delivered into its holdings (whole tonnes per vintage,
 * booked in `holdings` for the Portfolio Manager). Forward lots stay owed until delivered.
 * Nothing reserved and never sold under this key → 409.
 */
export async function sell(deps: LedgerDeps, input: SellInput): Promise<LedgerResult> {
  return deps.db.transaction(async (tx) => {
    const { lots, reserved } = await lockReserved(tx, input.reference)
    const previous = await earlier(tx, input.idempotencyKey, ['sold', 'delivered'])
    if (previous) {
      const all = await lotsById(
        tx,
        previous.map((r) => r.lotId),
      )
      return { ...resultOf(previous, all, 'sold'), replayed: true }
    }
    if (reserved.length === 0) throw new AppError('conflict', IT.nothingReserved)
    const base = {
      companyId: input.companyId,
      reference: input.reference,
      operationKey: input.idempotencyKey,
      actor: input.actor ?? 'system',
    }
    const rows: repo.NewMovement[] = []
    const tonnesByVintage = new Map<string, { projectId: string; vintage: number; kg: number }>()
    for (const r of reserved) {
      const lot = lots.get(r.lotId)!
      rows.push({
        ...base,
        kind: 'sold',
        lotId: r.lotId,
        kg: r.kg,
        idempotencyKey: `${input.idempotencyKey}:sold:${r.lotId}`,
      })
      if (lot.status !== 'issued') continue
      rows.push({
        ...base,
        kind: 'delivered',
        lotId: r.lotId,
        kg: r.kg,
        idempotencyKey: `${input.idempotencyKey}:delivered:${r.lotId}`,
      })
      const key = `${lot.projectId}:${lot.vintage}`
      const entry = tonnesByVintage.get(key) ?? {
        projectId: lot.projectId,
        vintage: lot.vintage,
        kg: 0,
      }
      entry.kg += r.kg
      tonnesByVintage.set(key, entry)
    }
    const book = input.bookHoldings !== false
    if (book && [...tonnesByVintage.values()].some((v) => v.kg % 1000 !== 0)) {
      throw new AppError('bad_request', IT.wholeTonnes)
    }
    const written = await repo.insertMovements(tx, rows)
    await refreshProjections({ db: tx }, lots.values())
    for (const v of book ? tonnesByVintage.values() : []) {
      await bookHolding(tx, {
        companyId: input.companyId,
        projectId: v.projectId,
        vintage: v.vintage,
        tonnes: v.kg / 1000,
      })
    }
    return { ...resultOf(written, lots, 'sold'), replayed: false }
  })
}

/** Kilograms on sale: of one lot, or of a project (optionally one vintage) over its lots. */
export async function availableKg(
  deps: LedgerDeps,
  input: { lotId: string } | { projectId: string; vintage?: number },
): Promise<number> {
  if ('lotId' in input) {
    const balances = await repo.lotBalances(deps.db, [input.lotId])
    return balances.get(input.lotId)?.available ?? 0
  }
  return repo.availableOf(deps.db, input.projectId, input.vintage)
}

/** A company's kilograms per lot: owed (sold, not yet delivered), held, retired and pooled. */
export async function companyBalances(deps: LedgerDeps, input: { companyId: string }) {
  return repo.companyLotBalances(deps.db, input.companyId)
}

export type { Allocation, LedgerDeps, LedgerResult } from './ledger-results'
