// What the catalogue offers per vintage, from the registry facts (README: "Vintages").
import { hash01, roundPrice } from './lib.mjs'

/** Data sources the facts come from; neither issues or retires credits. */
export const CDR_DATABASE = {
  name: 'CarbonPlan CDR Database',
  url: 'https://carbonplan.org/research/cdr-database',
}
export const OFFSETS_DB = {
  name: 'CarbonPlan OffsetsDB',
  url: 'https://carbonplan.org/research/offsets-db',
}

/** Registry statuses under which a project's future credits are offered as forward purchases. */
const FORWARD_STATUSES = { validated: 1, 'under-validation': 2 }
const MAX_OFFER_T = 50_000

/**
 * Issued vintages only where the registry reports issued credits not yet retired (offered up
 * to that balance, as one vintage dated by the crediting period's first year, since the data
 * has no per-vintage split); forward vintages (delivery expected one or two years after the
 * vintage) for registered projects in or past validation; nothing otherwise, so the project
 * is listed for information only.
 */
export function offerVintages(p, { volume, basePrice, latest }) {
  const startYear = p.creditingPeriodStart ? Number(p.creditingPeriodStart.slice(0, 4)) : latest
  const balance = Math.floor(p.issuedCredits - p.retiredCredits)
  if (p.registryKey && balance >= 1) {
    return [
      {
        year: Math.min(latest, startYear),
        status: 'issued',
        expectedDeliveryYear: null,
        creditsAvailable: Math.min(MAX_OFFER_T, balance),
        priceCents: roundPrice(basePrice),
      },
    ]
  }
  const lag = FORWARD_STATUSES[p.status]
  if (!p.registryKey || !lag) return []
  const first = Math.max(latest + 1, startYear)
  return [first, first + 1].map((year, i) => {
    const share = 0.02 + 0.06 * hash01(`s:${p.sourceId}:${year}`)
    return {
      year,
      status: 'forward',
      expectedDeliveryYear: year + lag,
      creditsAvailable: Math.min(MAX_OFFER_T, Math.max(50, Math.round((volume * share) / 10) * 10)),
      priceCents: roundPrice(basePrice * (1 - 0.04 * i)),
    }
  })
}
