import { splitLocaleNumber, type NumberLocale } from '@kelp/core/numbers'

/** Why a tonnes entry is refused; each is a message key under `orbit.tonnes`. */
export type TonnesError = 'required' | 'integer' | 'min' | 'max'

/**
 * Checks a whole-tonne entry against what can be bought: a positive integer no larger than
 * `max` (credits available), grouped as the page's language writes numbers ("1.250" in German,
 * "1,250" in English; product.md §5 "Integer"). Returns the error or the parsed number.
 */
export function parseTonnes(
  raw: string,
  max: number,
  locale: NumberLocale,
): { ok: true; tonnes: number } | { ok: false; error: TonnesError } {
  if (!raw.trim()) return { ok: false, error: 'required' }
  const parts = splitLocaleNumber(raw, locale)
  if (!parts || parts.fraction !== '') return { ok: false, error: 'integer' }
  const whole = Number(parts.integer)
  if (!Number.isSafeInteger(whole)) return { ok: false, error: parts.negative ? 'min' : 'max' }
  const tonnes = parts.negative ? -whole : whole
  if (tonnes < 1) return { ok: false, error: 'min' }
  if (tonnes > max) return { ok: false, error: 'max' }
  return { ok: true, tonnes }
}
