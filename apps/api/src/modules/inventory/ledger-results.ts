import type { MovementKind } from '@kelp/core/inventory'
import type { AppDeps } from '../../deps'
import { refreshProjection } from './projection-repository'
import type * as repo from './repository'

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

export const amountOf = (kg: number, price: number) => Math.round((kg * price) / 1000)

export function resultOf(
  rows: repo.MovementRow[],
  lots: Map<string, repo.LotRow>,
  kind: MovementKind,
) {
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

/** Recomputes the marketplace projection of every project these lots belong to. */
export async function refreshProjections(deps: LedgerDeps, lots: Iterable<repo.LotRow>) {
  for (const projectId of new Set([...lots].map((l) => l.projectId))) {
    await refreshProjection(deps.db, projectId)
  }
}
