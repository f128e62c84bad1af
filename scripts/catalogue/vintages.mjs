// What the catalogue offers per vintage, from the registry facts (README: "Vintages").

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

/**
 * The vintages a project's registry facts allow Kelp to offer: an issued vintage where the
 * registry reports issued credits not yet retired (dated by the crediting period's first year,
 * since the data has no per-vintage split); forward vintages (delivery expected one or two
 * years after the vintage) for registered projects in or past validation; nothing otherwise.
 * No price and no quantity: those come only from the supply lots an operator records.
 */
export function offerVintages(p, { latest }) {
  const startYear = p.creditingPeriodStart ? Number(p.creditingPeriodStart.slice(0, 4)) : latest
  const balance = Math.floor(p.issuedCredits - p.retiredCredits)
  if (p.registryKey && balance >= 1) {
    return [{ year: Math.min(latest, startYear), status: 'issued', expectedDeliveryYear: null }]
  }
  const lag = FORWARD_STATUSES[p.status]
  if (!p.registryKey || !lag) return []
  const first = Math.max(latest + 1, startYear)
  return [first, first + 1].map((year) => ({
    year,
    status: 'forward',
    expectedDeliveryYear: year + lag,
  }))
}
