import { isWholeKg, type MovementKind } from '@kelp/core/inventory'
import type { AppDeps } from '../../deps'
import { AppError } from '../../lib/app-error'
import { refreshProjection } from './projection-repository'
import * as repo from './repository'
import { bookHolding } from './holdings-repository'
import { IT, notEnoughStock } from './texts'

/** The ledger needs only a database: pass `{ db: tx }` to move credits inside your transaction. */
export type LedgerDeps = Pick<AppDeps, 'db'>

/** Kilograms of one lot taken by an operation, at the lot's price. */
export interface Allocation {
  lotId: string
  projectId: string
  vintage: number
  status: 'issued' | 'forward'
  kg: number
  priceCentsPerTonne: number
  currency: string
  /** A demo lot: its price and quantity are demo figures, not an offer. */
  demo: boolean
  /** kg × price per tonne, rounded to the cent. */
  amountCents: number
}

export interface LedgerResult {
  allocations: Allocation[]
  kg: number
  amountCents: number
  demo: boolean
  /** True when this idempotency key had already done the operation (nothing new written). */
  replayed: boolean
}

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

const amountOf = (kg: number, price: number) => Math.round((kg * price) / 1000)

function resultOf(rows: repo.MovementRow[], lots: Map<string, repo.LotRow>, kind: MovementKind) {
  const allocations = rows
    .filter((r) => r.kind === kind)
    .map((r): Allocation => {
      const lot = lots.get(r.lotId)!
      return {
        lotId: lot.id,
        projectId: lot.projectId,
        vintage: lot.vintage,
        status: lot.status,
        kg: r.kg,
        priceCentsPerTonne: lot.priceCentsPerTonne,
        currency: lot.currency,
        demo: lot.demo,
        amountCents: amountOf(r.kg, lot.priceCentsPerTonne),
      }
    })
  return {
    allocations,
    kg: allocations.reduce((s, a) => s + a.kg, 0),
    amountCents: allocations.reduce((s, a) => s + a.amountCents, 0),
    demo: allocations.some((a) => a.demo),
  }
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

async function refreshAll(db: LedgerDeps['db'], lots: Iterable<repo.LotRow>) {
  for (const projectId of new Set([...lots].map((l) => l.projectId))) {
    await refreshProjection(db, projectId)
  }
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
    await refreshAll(tx, lots.values())
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
    await refreshAll(tx, lots.values())
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
    await refreshAll(tx, lots.values())
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

/**
 * Moves whole kilograms of a project's issued lots into Kelp's own retirement pool (no
 * company: credits Kelp retires at the registry for contributions), oldest vintage first, in
 * one operation: reserved → sold → delivered → pooled, each a row. Too little left → 409.
 * The caller has locked the lots (lockPoolLots) when it read what is available.
 */
export async function takeIntoPool(
  deps: LedgerDeps,
  input: { projectId: string; kg: number; reference: string; idempotencyKey: string },
): Promise<LedgerResult> {
  if (!isWholeKg(input.kg)) throw new AppError('bad_request', IT.wholeKg)
  return deps.db.transaction(async (tx) => {
    const locked = await repo.lockIssuedLots(tx, [input.projectId])
    const lots = new Map(locked.map((l) => [l.id, l]))
    const balances = await repo.lotBalances(tx, [...lots.keys()])
    const order = [...lots.values()].sort(
      (a, b) => a.vintage - b.vintage || a.createdAt.getTime() - b.createdAt.getTime(),
    )
    let left = input.kg
    const rows: repo.NewMovement[] = []
    for (const lot of order) {
      const kg = Math.min(left, balances.get(lot.id)?.available ?? 0)
      if (kg <= 0) continue
      for (const kind of ['reserved', 'sold', 'delivered', 'pooled'] as const) {
        rows.push({
          kind,
          lotId: lot.id,
          kg,
          reference: input.reference,
          operationKey: input.idempotencyKey,
          idempotencyKey: `${input.idempotencyKey}:${kind}:${lot.id}`,
          actor: 'system',
        })
      }
      left -= kg
      if (left === 0) break
    }
    if (left > 0) throw new AppError('conflict', notEnoughStock(input.kg - left))
    const written = await repo.insertMovements(tx, rows)
    await refreshAll(tx, lots.values())
    return { ...resultOf(written, lots, 'pooled'), replayed: false }
  })
}

/**
 * Locks the issued lots of these projects (project, then id order: the order every ledger
 * operation takes them in) and answers each project's kilograms for sale.
 */
export async function lockPoolLots(deps: LedgerDeps, input: { projectIds: string[] }) {
  const locked = await repo.lockIssuedLots(deps.db, input.projectIds)
  const balances = await repo.lotBalances(
    deps.db,
    locked.map((l) => l.id),
  )
  const available = new Map<string, number>()
  for (const lot of locked) {
    available.set(
      lot.projectId,
      (available.get(lot.projectId) ?? 0) + (balances.get(lot.id)?.available ?? 0),
    )
  }
  return available
}

/** Takes what is left for sale of a project's lots off the market (a `delisted` row per lot). */
export async function withdrawAvailable(
  deps: LedgerDeps,
  input: { projectId: string; idempotencyKey: string; actor: string },
): Promise<LedgerResult> {
  return deps.db.transaction(async (tx) => {
    const locked = await repo.lockIssuedLots(tx, [input.projectId])
    const lots = new Map(locked.map((l) => [l.id, l]))
    const balances = await repo.lotBalances(tx, [...lots.keys()])
    const rows: repo.NewMovement[] = locked
      .filter((l) => (balances.get(l.id)?.available ?? 0) > 0)
      .map((l) => ({
        kind: 'delisted' as const,
        lotId: l.id,
        kg: balances.get(l.id)!.available,
        reference: `lot:${l.id}`,
        operationKey: input.idempotencyKey,
        idempotencyKey: `${input.idempotencyKey}:delisted:${l.id}`,
        actor: input.actor,
      }))
    const written = await repo.insertMovements(tx, rows)
    await refreshAll(tx, lots.values())
    return { ...resultOf(written, lots, 'delisted'), replayed: false }
  })
}
