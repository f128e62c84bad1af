import { PORTFOLIOS, type PortfolioId } from '@kelp/core/contributions'
import { asc, inArray, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { contributionProjectPools, contributionRetirements, projects } from '../../db/schema'

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
  tx: Database,
  invoiceId: string,
  portfolioId: PortfolioId,
  kg: number,
): Promise<{ parts: RetiredPart[]; shortfallKg: number }> {
  const members = PORTFOLIOS[portfolioId].projects
  const rows = await tx
    .select({
      id: projects.id,
      slug: projects.slug,
      name: projects.name,
      credits: projects.creditsAvailable,
    })
    .from(projects)
    .where(
      inArray(
        projects.slug,
        members.map((m) => m.slug),
      ),
    )
    .orderBy(asc(projects.id))
    .for('update')
  const ids = rows.map((r) => r.id)
  const pools = ids.length
    ? await tx
        .select()
        .from(contributionProjectPools)
        .where(inArray(contributionProjectPools.projectId, ids))
    : []
  const state = members.map((m) => {
    const row = rows.find((r) => r.slug === m.slug)
    const pool = pools.find((p) => p.projectId === row?.id)?.kg ?? 0
    return { row, credits: row?.credits ?? 0, pool, take: 0 }
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
      await tx
        .update(projects)
        .set({ creditsAvailable: credits })
        .where(sql`${projects.id} = ${s.row.id}`)
    }
    await tx
      .insert(contributionProjectPools)
      .values({ projectId: s.row.id, kg: pool })
      .onConflictDoUpdate({ target: contributionProjectPools.projectId, set: { kg: pool } })
    await tx.insert(contributionRetirements).values({ invoiceId, projectId: s.row.id, kg: s.take })
    parts.push({ projectId: s.row.id, slug: s.row.slug, name: s.row.name, kg: s.take })
  }
  return { parts, shortfallKg: deficit }
}
