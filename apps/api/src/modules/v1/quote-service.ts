import { creditMix, isPlanReady } from '@kelp/core/planner'
import {
  KG_PER_TONNE,
  kgToTonnes,
  splitByRemovalShare,
  type V1Quote,
  type V1QuoteBody,
} from '@kelp/core/v1'
import { AppError } from '../../lib/app-error'
import type { ApiCaller } from '../api-keys'
import { getPlannerSettings } from '../planner'
import type { V1Deps } from './catalogue-service'
import { priceLines, type LineInput } from './pricing'
import { kgOf } from './quantity'
import * as repo from './repository'
import { VT } from './texts'

/**
 * Kilograms asked for, or what a budget buys at a price per tonne: whole kilograms in the
 * sandbox, whole tonnes for live keys (live stock is sold in whole tonnes for now).
 */
function kgFor(
  amount: { quantityKg?: number; budgetCents?: number },
  priceCents: number,
  caller: ApiCaller,
) {
  if (amount.quantityKg !== undefined) return amount.quantityKg
  const kg = Math.floor(((amount.budgetCents ?? 0) * KG_PER_TONNE) / priceCents)
  return caller.mode === 'live' ? kg - (kg % KG_PER_TONNE) : kg
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
  const asked = body.budgetCents === undefined ? kgOf(body) : undefined
  const parts = splitByRemovalShare(asked ?? body.budgetCents ?? 0, removalPercent)
  const lines: LineInput[] = []
  for (const [type, amount] of [
    ['removal', parts.removal],
    ['avoidance', parts.avoidance],
  ] as const) {
    if (amount === 0) continue
    const offer = cheapest(type)
    if (!offer) throw new AppError('conflict', VT.noMixOffers)
    const split = asked === undefined ? { budgetCents: amount } : { quantityKg: amount }
    const quantityKg = kgFor(split, offer.priceCents, caller)
    if (quantityKg > 0) lines.push({ projectId: offer.project.id, vintage: offer.year, quantityKg })
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
    const amount = body.budgetCents === undefined ? { quantityKg: kgOf(body) } : body
    const quantityKg = kgFor(amount, vintage.priceCents, caller)
    inputs =
      quantityKg > 0 ? [{ projectId: vintage.project.id, vintage: vintage.year, quantityKg }] : []
  }
  if (inputs.length === 0) throw new AppError('bad_request', VT.budgetTooSmall)
  const lines = await priceLines(deps, { caller, lines: inputs, acceptForward: true })
  const quantityKg = lines.reduce((s, l) => s + l.quantityKg, 0)
  return {
    lines,
    quantityKg,
    tonnes: kgToTonnes(quantityKg),
    totalCents: lines.reduce((s, l) => s + l.lineTotalCents, 0),
    currency: 'EUR',
    source: body.atlasPlan ? 'atlas_plan' : 'vintage',
    inventory: caller.mode === 'live' ? 'live' : 'sandbox',
  }
}
