import { CASES_DE } from './cases-de'
import { CASES_EN } from './cases-en'

/** The chat evaluation set: questions buyers ask, with the facts a right answer states. */
export const EVALUATION_CASES = [...CASES_EN, ...CASES_DE]
/** Share of cases the embedded answerer must get right for `npm test` to pass. */
export const EMBEDDED_PASS_THRESHOLD = 0.9
