import { isRecognisedStandard } from './standards'

/**
 * Kelp's listing policy (docs/product.md, "Listing policy"): a project is listed for sale only
 * with a registry listing, a recognised standard, an SII score at or above the pass mark and
 * at least one lot with credits to sell. Every other catalogue project stays out of the
 * marketplace and is shown only in the research view, with the reasons below.
 */
export const LISTING_PASS_MARK = 50

/** The marketplace lists projects for sale; the research view shows the others with reasons. */
export const PROJECT_VIEWS = ['marketplace', 'research'] as const
export type ProjectView = (typeof PROJECT_VIEWS)[number]

export const LISTING_REASONS = [
  'no-registry',
  'no-recognised-standard',
  'below-pass-mark',
  'no-lot',
] as const
export type ListingReason = (typeof LISTING_REASONS)[number]

export interface ListingFacts {
  registryKey: string | null
  registryId: string | null
  standard: string | null
  score: number
  /** Credits available over all of the project's supply lots (t). */
  lotCredits: number
}

export interface ListingDecision {
  listed: boolean
  /** Why the project is not for sale; empty when listed. */
  reasons: ListingReason[]
}

export function listingDecision(p: ListingFacts): ListingDecision {
  const reasons: ListingReason[] = []
  if (!p.registryKey || !p.registryId) reasons.push('no-registry')
  if (!p.standard || !isRecognisedStandard(p.standard)) reasons.push('no-recognised-standard')
  if (p.score < LISTING_PASS_MARK) reasons.push('below-pass-mark')
  if (p.lotCredits <= 0) reasons.push('no-lot')
  return { listed: reasons.length === 0, reasons }
}
