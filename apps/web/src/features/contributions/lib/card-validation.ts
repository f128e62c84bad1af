import { cvcValid, expiryValid, luhnValid } from '@kelp/core/contributions'

/**
 * Per-field checks of the sandbox payment window's card form, with the same rules the
 * server applies (`@kelp/core/contributions` cards), so errors show before anything is sent.
 */
export type CardField = 'number' | 'expiry' | 'cvc' | 'name'

/** Message keys under `contributions.payment.errors`. */
export type CardError =
  | 'required'
  | 'numberFormat'
  | 'numberLuhn'
  | 'expiryFormat'
  | 'expiryPast'
  | 'cvcLength'
  | 'cvcAmex'

export const CARD_NUMBER_MAX_DIGITS = 19

export function digitsOnly(value: string): string {
  return value.replace(/[\s-]/g, '')
}

export function cardNumberError(value: string): CardError | undefined {
  const digits = digitsOnly(value)
  if (!digits) return 'required'
  if (!/^\d{12,19}$/.test(digits)) return 'numberFormat'
  return luhnValid(digits) ? undefined : 'numberLuhn'
}

export function expiryError(value: string, now: Date = new Date()): CardError | undefined {
  const trimmed = value.trim()
  if (!trimmed) return 'required'
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(trimmed)
  if (!match || Number(match[1]) < 1 || Number(match[1]) > 12) return 'expiryFormat'
  return expiryValid(trimmed, now) ? undefined : 'expiryPast'
}

export function cvcError(value: string, cardNumber: string): CardError | undefined {
  const trimmed = value.trim()
  if (!trimmed) return 'required'
  const digits = digitsOnly(cardNumber)
  if (cvcValid(trimmed, digits)) return undefined
  return /^3[47]/.test(digits) ? 'cvcAmex' : 'cvcLength'
}

export function validateCard(
  card: Record<CardField, string>,
  now?: Date,
): Partial<Record<CardField, CardError>> {
  const found: Partial<Record<CardField, CardError | undefined>> = {
    number: cardNumberError(card.number),
    expiry: expiryError(card.expiry, now),
    cvc: cvcError(card.cvc, card.number),
    name: card.name.trim() ? undefined : 'required',
  }
  return Object.fromEntries(Object.entries(found).filter(([, e]) => e)) as Partial<
    Record<CardField, CardError>
  >
}

/** Groups the digits in fours as the visitor types ("4242 4242 …"). */
export function formatCardNumber(value: string): string {
  return value
    .replace(/\D/g, '')
    .slice(0, CARD_NUMBER_MAX_DIGITS)
    .replace(/(\d{4})(?=\d)/g, '$1 ')
}

/** Inserts the slash after the month ("12/29"). */
export function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4)
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits
}
