import { PORTFOLIOS, type PortfolioId } from '@kelp/core/contributions'
import type { AppDeps } from '../../deps'
import { lockPoolLots, takeIntoPool } from '../inventory'
import * as repo from './retirement-repository'

export interface RetiredPart {
  projectId: string
  slug: string
  name: string
  kg: number
}

/** Splits `kg` by basis-point weights: largest remainder, ties to the earlier project. */
export function splitByWeight(kg: number, weightsBp: number[]): number[] {
  const exact = weightsBp.map((w) => kg * w)
  const parts = exact.map((e) => Math.floor(e / 10_000))
  let left = kg - parts.reduce((a, b) => a + b, 0)
  const order = exact
    .map((e, i) => ({ i, rest: e % 10_000 }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i)
  for (const { i } of order) {
    if (left <= 0) break
    parts[i]! += 1
    left -= 1
  }
  return parts
}

/**
 * Retires `kg` for one invoice across the portfolio's projects, inside the caller's
 * transaction: the projects' issued lots are locked first (the order every ledger operation
 * takes them in), then the project rows (whose pools this changes); whole tonnes move from
 * the lots into Kelp's retirement pool through the inventory ledger (never below zero),
 * fractions wait in the project's pool. A project that runs short spills to the next one.
 */
export async function retireAcrossPortfolio(
  deps: Pick<AppDeps, 'db'>,
  { invoiceId, portfolioId, kg }: { invoiceId: string; portfolioId: PortfolioId; kg: number },
): Promise<{ parts: RetiredPart[]; shortfallKg: number }> {
  const tx = deps.db
  const members = PORTFOLIOS[portfolioId].projects
  const slugs = members.map((m) => m.slug)
  // Only issued credits are retired: forward lots never count towards what is available.
  const issuedKg = await lockPoolLots(deps, { projectIds: await repo.projectIdsOf(tx, slugs) })
  const rows = await repo.lockProjects(tx, slugs)
  const ids = rows.map((r) => r.id)
  const pools = await repo.poolsOf(tx, ids)
  const state = members.map((m) => {
    const row = rows.find((r) => r.slug === m.slug)
    const pool = pools.find((p) => p.projectId === row?.id)?.kg ?? 0
    const credits = row ? Math.floor((issuedKg.get(row.id) ?? 0) / 1_000) : 0
    return { row, credits, pool, take: 0 }
  })
  const avail = (s: (typeof state)[number]) => (s.row ? s.pool + s.credits * 1_000 - s.take : 0)

  const shares = splitByWeight(
    kg,
    members.map((m) => m.weightBp),
  )
  let deficit = 0
  state.forEach((s, i) => {
    const take = Math.min(shares[i]!, avail(s))
    s.take = take
    deficit += shares[i]! - take
  })
  for (const s of state) {
    const extra = Math.min(deficit, avail(s))
    s.take += extra
    deficit -= extra
  }

  const parts: RetiredPart[] = []
  for (const s of state) {
    if (!s.row || s.take === 0) continue
    let pool = s.pool - s.take
    let credits = s.credits
    if (pool < 0) {
      const tonnes = Math.ceil(-pool / 1_000)
      credits -= tonnes
      pool += tonnes * 1_000
    }
    if (credits !== s.credits) {
      await takeIntoPool(deps, {
        projectId: s.row.id,
        kg: (s.credits - credits) * 1_000,
        reference: `contribution-invoice:${invoiceId}`,
        idempotencyKey: `contribution-invoice:${invoiceId}:${s.row.id}`,
      })
    }
    await repo.savePool(tx, s.row.id, pool)
    await repo.insertRetirement(tx, { invoiceId, projectId: s.row.id, kg: s.take })
    parts.push({ projectId: s.row.id, slug: s.row.slug, name: s.row.name, kg: s.take })
  }
  return { parts, shortfallKg: deficit }
}
