import { isWholeKg } from '@kelp/core/inventory'
import { AppError } from '../../lib/app-error'
import { refreshProjections, resultOf, type LedgerDeps, type LedgerResult } from './ledger-results'
import * as repo from './repository'
import { IT, notEnoughStock } from './texts'

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
    await refreshProjections({ db: tx }, lots.values())
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
    await refreshProjections({ db: tx }, lots.values())
    return { ...resultOf(written, lots, 'delisted'), replayed: false }
  })
}
