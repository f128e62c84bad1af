import { creditMix, isPlanReady } from '@kelp/core/planner'
import { splitByRemovalShare, type V1Quote, type V1QuoteBody } from '@kelp/core/v1'
import { AppError } from '../../lib/app-error'
import type { ApiCaller } from '../api-keys'
import { getPlannerSettings } from '../planner'
import type { V1Deps } from './catalogue-service'
import { priceLines, type LineInput } from './pricing'
import * as repo from './repository'
import { VT } from './texts'

/** Whole tonnes an amount buys at a price, or the tonnes asked for. */
function tonnesFor(amount: { tonnes?: number; budgetCents?: number }, priceCents: number) {
  return amount.tonnes ?? Math.floor((amount.budgetCents ?? 0) / priceCents)
}

/**
 * The lines of the mix the company's ATLAS plan suggests this year: its removal share from the
 * cheapest issued removal vintage, the rest from the cheapest issued avoidance vintage.
 */
async function planLines(deps: V1Deps, caller: ApiCaller, body: V1QuoteBody): Promise<LineInput[]> {
  const planner = await getPlannerSettings(deps, { userId: caller.userId })
  if (!planner.updatedAt || !isPlanReady(planner.settings)) {
    throw new AppError('conflict', VT.noPlan)
  }
  const year = new Date().getUTCFullYear()
  const { removalPercent } = creditMix(planner.settings.offsetTarget, year, planner.settings)
  const offers = await repo.findIssuedOffers(deps.db)
  const cheapest = (type: string) => offers.find((o) => o.project.type === type)
  const parts = splitByRemovalShare(body.tonnes ?? body.budgetCents ?? 0, removalPercent)
  const lines: LineInput[] = []
  for (const [type, amount] of [
    ['removal', parts.removal],
    ['avoidance', parts.avoidance],
  ] as const) {
    if (amount === 0) continue
    const offer = cheapest(type)
    if (!offer) throw new AppError('conflict', VT.noMixOffers)
    const split = body.tonnes === undefined ? { budgetCents: amount } : { tonnes: amount }
    const tonnes = tonnesFor(split, offer.priceCents)
    if (tonnes > 0) lines.push({ projectId: offer.project.id, vintage: offer.year, tonnes })
  }
  return lines
}

/** A price for tonnes or a budget, of one vintage or of the ATLAS plan's mix; nothing is held. */
export async function quote(
  deps: V1Deps,
  { caller, body }: { caller: ApiCaller; body: V1QuoteBody },
): Promise<V1Quote> {
  let inputs: LineInput[]
  if (body.atlasPlan) {
    inputs = await planLines(deps, caller, body)
  } else {
    const [vintage] = await repo.findLineVintages(deps.db, [
      { projectId: body.projectId!, vintage: body.vintage! },
    ])
    if (!vintage) throw new AppError('not_found', VT.vintageMissing(body.vintage!))
    const tonnes = tonnesFor(body, vintage.priceCents)
    inputs = tonnes > 0 ? [{ projectId: vintage.project.id, vintage: vintage.year, tonnes }] : []
  }
  if (inputs.length === 0) throw new AppError('bad_request', VT.budgetTooSmall)
  const lines = await priceLines(deps, { caller, lines: inputs, acceptForward: true })
  return {
    lines,
    tonnes: lines.reduce((s, l) => s + l.tonnes, 0),
    totalCents: lines.reduce((s, l) => s + l.lineTotalCents, 0),
    currency: 'EUR',
    source: body.atlasPlan ? 'atlas_plan' : 'vintage',
    inventory: caller.mode === 'live' ? 'live' : 'sandbox',
  }
}
