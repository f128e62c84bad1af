import { LISTING_FIGURES } from './listing-figures'
import { LISTING_PASS_MARK } from './listing'
import { SII_CRITERIA_COUNT, SII_SECTIONS } from './sii-sections'
import { SCREENING } from './screening'

/**
 * Every figure the product states about the catalogue and the scoring method, computed from
 * the catalogue build (screening.ts, listing-figures.ts) and the SII definition. Pages and
 * messages take these as parameters; none of them writes a figure of its own.
 */
const screened = Object.values(SCREENING.screened).reduce((sum, n) => sum + n, 0)

export const CATALOGUE_FIGURES = {
  /** Source records (registries and the CarbonPlan CDR Database) the catalogue was chosen from. */
  screened,
  /** Real projects in the catalogue (one entry per project), for sale or in the research view. */
  entries: LISTING_FIGURES.entries,
  /** Projects the listing policy admits to the marketplace (for sale). */
  listed: LISTING_FIGURES.forSale,
  /** Catalogue projects shown only in the research view, with the reasons. */
  research: LISTING_FIGURES.entries - LISTING_FIGURES.forSale,
  /** listed / screened, as a fraction for percent formatting (0.06 → "6 %"). */
  listedShare: Math.round((LISTING_FIGURES.forSale / screened) * 100) / 100,
  /** The published SII pass mark of the listing policy. */
  passMark: LISTING_PASS_MARK,
  /** Named criteria behind every SII score. */
  criteria: SII_CRITERIA_COUNT,
  /** Scoring sections of the SII. */
  sections: SII_SECTIONS.length,
} as const

export type CatalogueFigures = typeof CATALOGUE_FIGURES
