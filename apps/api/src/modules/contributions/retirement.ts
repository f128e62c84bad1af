import { PORTFOLIOS, type PortfolioId } from '@kelp/core/contributions'
import type { AppDeps } from '../../deps'
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
 * transaction: project rows are locked (in id order, so concurrent invoices never
 * deadlock), whole tonnes leave `credits_available` (never below zero), fractions wait in
 * the project's pool. A project that runs short spills to the next one.
 */
export async function retireAcrossPortfolio(
  deps: Pick<AppDeps, 'db'>,
  { invoiceId, portfolioId, kg }: { invoiceId: string; portfolioId: PortfolioId; kg: number },
): Promise<{ parts: RetiredPart[]; shortfallKg: number }> {
  const tx = deps.db
  const members = PORTFOLIOS[portfolioId].projects
  const rows = await repo.lockProjects(
    tx,
    members.map((m) => m.slug),
  )
  const ids = rows.map((r) => r.id)
  // Only issued credits are retired: forward vintages never count towards what is available.
  const issued = await repo.lockIssuedVintages(tx, ids)
  const issuedOf = (projectId: string) => issued.filter((v) => v.projectId === projectId)
  const pools = await repo.poolsOf(tx, ids)
  const state = members.map((m) => {
    const row = rows.find((r) => r.slug === m.slug)
    const pool = pools.find((p) => p.projectId === row?.id)?.kg ?? 0
    const credits = row ? issuedOf(row.id).reduce((sum, v) => sum + v.credits, 0) : 0
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
      let left = s.credits - credits
      for (const v of issuedOf(s.row.id)) {
        const take = Math.min(left, v.credits)
        if (take === 0) continue
        await repo.setVintageCredits(tx, v.id, v.credits - take)
        left -= take
      }
      await repo.takeProjectCredits(tx, s.row.id, s.credits - credits)
    }
    await repo.savePool(tx, s.row.id, pool)
    await repo.insertRetirement(tx, { invoiceId, projectId: s.row.id, kg: s.take })
    parts.push({ projectId: s.row.id, slug: s.row.slug, name: s.row.name, kg: s.take })
  }
  return { parts, shortfallKg: deficit }
}
