import type { VcmiTier } from '@kelp/core/scorecard'
import type { ScorecardFieldError } from '../../lib/scorecard-fields'

/*
 * The scorecard's texts (`scorecard.*` and the e-mail rules' `common.error.*`), resolved at build
 * (src/i18n/scorecard-texts.ts). `{name}` marks a value the island fills in (`fill`).
 */

export const RESULT_COLUMNS = ['tier', 'coverage', 'tonnes', 'kelpCost'] as const

export interface ScorecardResultsTexts {
  /** With `{company}`. */
  title: string
  /** With `{tonnes}`. */
  intro: string
  columns: Record<(typeof RESULT_COLUMNS)[number], string>
  tiers: Record<VcmiTier, string>
  /** With `{cost}`. */
  summary: string
  /** The price it rests on: `{price}` and `{date}` when priced from what is on sale. */
  assumptions: string
  /** With `{price}`: a price that is Kelp's estimate, not what is on sale. */
  assumptionsEstimate: string
}

export interface ShareTexts {
  title: string
  text: string
  label: string
  copy: string
  copied: string
  open: string
}

export interface DetailsTexts {
  title: string
  firstName: string
  companyName: string
  email: string
  message: string
  submit: string
  sending: string
}

export interface GenerateTexts {
  title: string
  emissions: string
  hint: string
  submit: string
  sending: string
}

/** The flow's: both forms, the results, sharing and the way back. */
export interface ScorecardFlowTexts {
  details: DetailsTexts
  generate: GenerateTexts
  results: ScorecardResultsTexts
  share: ShareTexts
  back: string
  errors: Record<ScorecardFieldError, string>
  somethingWrong: string
}

/** A shared scorecard's: the results, or that there is none, and the way to the flow. */
export interface SharedScorecardTexts {
  results: ScorecardResultsTexts
  loading: string
  notFound: string
  back: string
}
