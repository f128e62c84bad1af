import { parseLocaleInteger, type NumberLocale } from '@kelp/core/numbers'
import { MAX_SCORECARD_TONNES } from '@kelp/core/scorecard'
import type { FieldError } from '@kelp/ui'

/**
 * The scorecard's field errors: the form kit's codes for required fields and the e-mail rules
 * (the API applies the same), and `tonnes` for the yearly emissions. Each has its text, resolved
 * at build (src/i18n/scorecard-texts.ts).
 */
export type ScorecardFieldError = Exclude<FieldError, 'phone'> | 'tonnes'

export const SCORECARD_FIELD_ERRORS = [
  'required',
  'email_validation_wrong_domain',
  'email_validation_wrong_name',
  'email_business_required',
  'email_generic_address',
  'tonnes',
] as const satisfies readonly ScorecardFieldError[]

/**
 * Whole tonnes only (docs/product.md §5 integer rule), within the scorecard's range, written
 * with the page language's grouping ("1.250" or "1 250" in German, "1,250" in English).
 */
export function parseTonnes(value: string, locale: NumberLocale): number | undefined {
  const tonnes = parseLocaleInteger(value, locale)
  return tonnes !== undefined && tonnes >= 1 && tonnes <= MAX_SCORECARD_TONNES ? tonnes : undefined
}

/** The emissions field's error: required, else whole tonnes in range. */
export function tonnesError(value: string, locale: NumberLocale): ScorecardFieldError | undefined {
  if (!value.trim()) return 'required'
  return parseTonnes(value, locale) === undefined ? 'tonnes' : undefined
}
