import { parseLocaleInteger, type NumberLocale } from '@kelp/core/numbers'
import {
  ADULTS_MAX,
  ADULTS_MIN,
  CHILDREN_MAX,
  CHILDREN_MIN,
  CUSTOM_TONNES_MAX,
  CUSTOM_TONNES_MIN,
  EMISSION_TYPES,
  EMPLOYEES_MAX,
  EMPLOYEES_MIN,
  FREQUENCIES,
  INDUSTRIES,
  PORTFOLIO_IDS,
  type CreateCheckoutSessionBody,
  type FootprintInput,
  type Frequency,
  type Industry,
  type PortfolioId,
} from '@kelp/core/contributions'

type EmissionType = (typeof EMISSION_TYPES)[number]

/** What the visitor has typed into the checkout; numbers stay strings until checked. */
export interface CheckoutDraft {
  frequency: Frequency
  emissionType: EmissionType
  adults: string
  children: string
  industry: Industry | ''
  employees: string
  tonnes: string
  portfolio: PortfolioId
}

export type DraftField = 'adults' | 'children' | 'industry' | 'employees' | 'tonnes'

/** A message key under `contributions.checkout.errors` with its values. */
export interface DraftError {
  key: 'required' | 'wholeNumber' | 'range' | 'industry'
  min?: number
  max?: number
}

export const DEFAULT_DRAFT: CheckoutDraft = {
  frequency: 'monthly',
  emissionType: 'personal',
  adults: '1',
  children: '0',
  industry: '',
  employees: '10',
  tonnes: '10',
  portfolio: 'germany',
}

export const FIELD_BOUNDS: Record<Exclude<DraftField, 'industry'>, [number, number]> = {
  adults: [ADULTS_MIN, ADULTS_MAX],
  children: [CHILDREN_MIN, CHILDREN_MAX],
  employees: [EMPLOYEES_MIN, EMPLOYEES_MAX],
  tonnes: [CUSTOM_TONNES_MIN, CUSTOM_TONNES_MAX],
}

/**
 * product.md §5 "Integer": an optional minus sign and digits, grouped as the page's language
 * writes them ("1.250" in German, "1,250" in English).
 */
export function parseInteger(value: string, locale: NumberLocale): number | undefined {
  return parseLocaleInteger(value, locale)
}

function countError(
  field: Exclude<DraftField, 'industry'>,
  value: string,
  locale: NumberLocale,
): DraftError | undefined {
  if (!value.trim()) return { key: 'required' }
  const number = parseInteger(value, locale)
  if (number === undefined) return { key: 'wholeNumber' }
  const [min, max] = FIELD_BOUNDS[field]
  return number < min || number > max ? { key: 'range', min, max } : undefined
}

/** The fields the current footprint mode uses, in screen order. */
export function activeFields(draft: CheckoutDraft): DraftField[] {
  if (draft.emissionType === 'personal') return ['adults', 'children']
  if (draft.emissionType === 'business') return ['industry', 'employees']
  return ['tonnes']
}

/** Checks the active fields; the calculator input when all are valid. */
export function readFootprint(
  draft: CheckoutDraft,
  locale: NumberLocale,
): {
  input?: FootprintInput
  errors: Partial<Record<DraftField, DraftError>>
} {
  const errors: Partial<Record<DraftField, DraftError>> = {}
  for (const field of activeFields(draft)) {
    const error =
      field === 'industry'
        ? (INDUSTRIES as readonly string[]).includes(draft.industry)
          ? undefined
          : { key: 'industry' as const }
        : countError(field, draft[field], locale)
    if (error) errors[field] = error
  }
  if (Object.keys(errors).length) return { errors }
  const n = (field: Exclude<DraftField, 'industry'>) => parseInteger(draft[field], locale)!
  const input: FootprintInput =
    draft.emissionType === 'personal'
      ? { emissionType: 'personal', adults: n('adults'), children: n('children') }
      : draft.emissionType === 'business'
        ? {
            emissionType: 'business',
            industry: draft.industry as Industry,
            employees: n('employees'),
          }
        : { emissionType: 'custom', tonnes: n('tonnes') }
  return { input, errors }
}

/** The create-checkout-session body for a valid footprint and its quote. */
export function checkoutBody(
  draft: CheckoutDraft,
  input: FootprintInput,
  quote: { tonnesPerYear: number; amountCents: number },
  locale: 'en' | 'de',
): CreateCheckoutSessionBody {
  const base = {
    amount: quote.amountCents,
    frequency: draft.frequency,
    emissions: quote.tonnesPerYear,
    portfolio: draft.portfolio,
    locale,
  }
  switch (input.emissionType) {
    case 'personal':
      return {
        ...base,
        emissionType: 'personal',
        calculatorSettings: { adults: input.adults, children: input.children },
      }
    case 'business':
      return {
        ...base,
        emissionType: 'business',
        calculatorSettings: { industry: input.industry, employees: input.employees },
      }
    case 'custom':
      return { ...base, emissionType: 'custom', calculatorSettings: { tonnes: input.tonnes } }
  }
}

/** Restores a stored draft, keeping only well-formed values (storage can hold anything). */
export function reviveDraft(raw: unknown, fallback: CheckoutDraft = DEFAULT_DRAFT): CheckoutDraft {
  if (!raw || typeof raw !== 'object') return fallback
  const value = raw as Record<string, unknown>
  const pick = <T extends string>(key: string, allowed: readonly T[], old: T): T =>
    allowed.includes(value[key] as T) ? (value[key] as T) : old
  const text = (key: DraftField) =>
    typeof value[key] === 'string' ? (value[key] as string).slice(0, 12) : fallback[key]
  return {
    frequency: pick('frequency', FREQUENCIES, fallback.frequency),
    emissionType: pick('emissionType', EMISSION_TYPES, fallback.emissionType),
    adults: text('adults'),
    children: text('children'),
    industry: pick('industry', ['', ...INDUSTRIES], fallback.industry),
    employees: text('employees'),
    tonnes: text('tonnes'),
    portfolio: pick('portfolio', PORTFOLIO_IDS, fallback.portfolio),
  }
}
