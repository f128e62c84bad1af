import { SII_CRITERIA_COUNT, SII_SECTIONS } from './sii-sections'
import { SCREENING } from './screening'

/**
 * Every figure the product states about the catalogue and the scoring method, computed from
 * the catalogue build (screening.ts) and the SII definition (methodology.ts). Pages and
 * messages take these as parameters; none of them writes a figure of its own.
 */
const screened = Object.values(SCREENING.screened).reduce((sum, n) => sum + n, 0)

export const CATALOGUE_FIGURES = {
  /** Source records (registries and the CarbonPlan CDR Database) the catalogue was chosen from. */
  screened,
  /** Projects in the marketplace. */
  listed: SCREENING.listed,
  /** listed / screened, as a fraction for percent formatting (0.22 → "22 %"). */
  listedShare: Math.round((SCREENING.listed / screened) * 100) / 100,
  /** Named criteria behind every SII score. */
  criteria: SII_CRITERIA_COUNT,
  /** Scoring sections of the SII. */
  sections: SII_SECTIONS.length,
} as const

export type CatalogueFigures = typeof CATALOGUE_FIGURES
