import { validateBusinessEmail } from '@kelp/core/auth'
import { MAX_SCORECARD_TONNES } from '@kelp/core/scorecard'

/** `scorecard.errors.*` keys, or `common.error.*` keys for the business e-mail rules. */
export type ScorecardFieldError =
  | { scope: 'scorecard'; key: 'required' | 'email' | 'tonnes' }
  | { scope: 'common'; key: 'email_business_required' | 'email_generic_address' }

export function scorecardRequired(value: string): ScorecardFieldError | undefined {
  return value.trim() ? undefined : { scope: 'scorecard', key: 'required' }
}

export function scorecardEmailError(value: string): ScorecardFieldError | undefined {
  const missing = scorecardRequired(value)
  if (missing) return missing
  const code = validateBusinessEmail(value.trim())
  if (!code) return undefined
  if (code === 'email_business_required' || code === 'email_generic_address') {
    return { scope: 'common', key: code }
  }
  return { scope: 'scorecard', key: 'email' }
}

/** Whole tonnes only (product.md §5 integer rule), within the scorecard's range. */
export function parseTonnes(value: string): number | undefined {
  if (!/^\d+$/.test(value.trim())) return undefined
  const tonnes = Number(value.trim())
  return tonnes >= 1 && tonnes <= MAX_SCORECARD_TONNES ? tonnes : undefined
}
