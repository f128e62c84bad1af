/** Why a tonnes entry is refused; each is a message key under `orbit.tonnes`. */
export type TonnesError = 'required' | 'integer' | 'min' | 'max'

/** product.md §5 "Integer": an optional minus sign followed by digits only. */
const INTEGER = /^-?\d+$/

/**
 * Checks a whole-tonne entry against what can be bought: a positive integer no larger than
 * `max` (credits available). Returns the error or the parsed number.
 */
export function parseTonnes(
  raw: string,
  max: number,
): { ok: true; tonnes: number } | { ok: false; error: TonnesError } {
  const value = raw.trim()
  if (!value) return { ok: false, error: 'required' }
  if (!INTEGER.test(value)) return { ok: false, error: 'integer' }
  const tonnes = Number(value)
  if (!Number.isSafeInteger(tonnes)) return { ok: false, error: 'max' }
  if (tonnes < 1) return { ok: false, error: 'min' }
  if (tonnes > max) return { ok: false, error: 'max' }
  return { ok: true, tonnes }
}
