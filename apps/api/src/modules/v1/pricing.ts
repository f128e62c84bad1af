import { kgToTonnes, lineTotalCents, type V1Line } from '@kelp/core/v1'
import { AppError } from '../../lib/app-error'
import type { ApiCaller } from '../api-keys'
import { availabilityFor, type V1Deps } from './catalogue-service'
import * as repo from './repository'
import { VT } from './texts'

export interface LineInput {
  projectId: string
  vintage: number
  quantityKg: number
}
type Offered = Awaited<ReturnType<typeof repo.findLineVintages>>[number]

/** A line of kilograms at the vintage's price per tonne (rounded half up to a cent). */
export function toLine(v: Offered, quantityKg: number): V1Line {
  return {
    projectId: v.project.id,
    projectSlug: v.project.slug,
    projectName: v.project.name,
    vintage: v.year,
    status: v.status,
    expectedDeliveryYear: v.expectedDeliveryYear,
    quantityKg,
    tonnes: kgToTonnes(quantityKg),
    priceCents: v.priceCents,
    lineTotalCents: lineTotalCents(quantityKg, v.priceCents),
  }
}

/**
 * Prices lines at today's prices for this caller: every vintage must exist and be on offer,
 * forward vintages only when the caller says it accepts forward delivery, and every line must
 * fit what the caller's inventory (live or sandbox) has available.
 */
export async function priceLines(
  deps: V1Deps,
  {
    caller,
    lines,
    acceptForward,
  }: { caller: ApiCaller; lines: LineInput[]; acceptForward: boolean },
): Promise<V1Line[]> {
  const seen = new Set(lines.map((l) => `${l.projectId}:${l.vintage}`))
  if (seen.size !== lines.length) throw new AppError('bad_request', VT.duplicateLine)
  const [vintages, available] = await Promise.all([
    repo.findLineVintages(deps.db, lines),
    availabilityFor(deps, caller),
  ])
  return lines.map((line) => {
    const v = vintages.find((x) => x.project.id === line.projectId && x.year === line.vintage)
    if (!v) throw new AppError('not_found', VT.vintageMissing(line.vintage))
    if (v.project.availability === 'information') {
      throw new AppError('bad_request', VT.notPurchasable(v.project.name))
    }
    if (v.status === 'forward' && !acceptForward) {
      throw new AppError('bad_request', VT.forwardNeedsConsent(v.project.name, v.year))
    }
    const left = available(v.project.id, v.year, v.creditsAvailable)
    if (line.quantityKg > left) {
      throw new AppError('conflict', VT.notEnough(v.project.name, v.year, left))
    }
    return toLine(v, line.quantityKg)
  })
}
