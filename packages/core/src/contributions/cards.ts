/**
 * Sandbox test cards (same numbers as Stripe's test mode). Any other number that passes
 * the Luhn check, with a future expiry and a 3-digit CVC (4 for American Express), pays.
 */
export const SANDBOX_TEST_CARDS = {
  success: '4242424242424242',
  successMastercard: '5555555555554444',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  expiredCard: '4000000000000069',
  incorrectCvc: '4000000000000127',
  /** First payment succeeds; every later renewal of the subscription fails. */
  renewalFails: '4000000000000341',
} as const

export type SandboxDecline =
  'card_declined' | 'insufficient_funds' | 'expired_card' | 'incorrect_cvc'

export const SANDBOX_DECLINES: Record<string, SandboxDecline> = {
  [SANDBOX_TEST_CARDS.declined]: 'card_declined',
  [SANDBOX_TEST_CARDS.insufficientFunds]: 'insufficient_funds',
  [SANDBOX_TEST_CARDS.expiredCard]: 'expired_card',
  [SANDBOX_TEST_CARDS.incorrectCvc]: 'incorrect_cvc',
}

/** Luhn check of a digit string. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
  }
  return sum % 10 === 0
}

/** True when MM/YY is a real month that has not ended before `now`. */
export function expiryValid(expiry: string, now: Date): boolean {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry)
  if (!match) return false
  const month = Number(match[1])
  const year = 2000 + Number(match[2])
  if (month < 1 || month > 12) return false
  return year * 12 + month >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1
}

export function cvcValid(cvc: string, digits: string): boolean {
  const amex = /^3[47]/.test(digits)
  return amex ? /^\d{4}$/.test(cvc) : /^\d{3}$/.test(cvc)
}
