import { CASES_BUYER } from './cases-buyer'
import { CASES_DE } from './cases-de'
import { CASES_EN } from './cases-en'

/** The chat evaluation set: questions buyers ask, with the facts a right answer states. */
export const EVALUATION_CASES = [...CASES_EN, ...CASES_DE, ...CASES_BUYER]
/** Blocks reported on their own as well (their cases are part of the set above). */
export const EVALUATION_BLOCKS = { 'verifier, schemes, local impacts': CASES_BUYER }
/** Share of cases the embedded answerer must get right for `npm test` to pass. */
export const EMBEDDED_PASS_THRESHOLD = 0.9
